package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.CompactResults;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every word the default output prints in a sense of its own is defined in docs/glossary.md, the file its last line
 * points to. The output is rendered from every committed run under docs/results/ (each scenario the runs hold):
 * each column of each compact table, the control rows' names, the words the Result column can print, and the
 * phrases of the key and the plain-words lines, each found in the glossary entry that defines it.
 */
class GlossaryTest {

    private static final Path GLOSSARY = Path.of(CompactResults.GLOSSARY);

    /** A defined term: {@code **Name, other name** (`field`, alias).} at the start of a paragraph. */
    private static final Pattern TERM = Pattern.compile("(?m)^\\*\\*([^*]+)\\*\\*(?:\\.? ?\\(([^)]*)\\))?");

    /** A unit a column's header ends with ("Time s", "p99 ms"). */
    private static final Pattern UNIT = Pattern.compile(" (?:s|ms|MB|B|%)$");

    /** Phrases of the key and the plain-words lines, and the glossary entry whose text uses each. */
    private static final Map<String, String> PHRASES = phrases();

    private static Map<String, String> entries;
    private static String output;

    @BeforeAll
    static void renderEveryCommittedRun() throws IOException {
        entries = entries(Files.readString(GLOSSARY));
        List<String> rendered = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("docs/results"))) {
            for (Path file : files.filter(f -> f.getFileName().toString().equals(ResultsFiles.RESULTS_JSON))
                    .sorted()
                    .toList()) {
                rendered.add(CompactResults.text(ResultsFiles.read(file), 1000, null));
            }
        }
        assertThat(rendered).as("committed runs rendered").hasSizeGreaterThan(20);
        output = String.join("\n", rendered);
    }

    @Test
    void theOutputsLastLinePointsToTheGlossary() {
        assertThat(GLOSSARY).isRegularFile();
        assertThat(output).contains("Words: " + GLOSSARY + ".");
    }

    @Test
    void everyColumnOfEveryCompactTableIsDefined() {
        Set<String> headers = new LinkedHashSet<>();
        output.lines()
                .filter(line -> line.startsWith("Variant  "))
                .forEach(line -> headers.addAll(List.of(line.strip().split(" {2,}"))));
        assertThat(headers)
                .as("the scenarios' tables are among those rendered")
                .contains("Time s", "Alloc/order B", "Aggregations/s", "Sequential bound s", "Faults injected");
        assertThat(headers.stream()
                        .filter(h -> !defined(h) && !defined(UNIT.matcher(h).replaceFirst(""))))
                .as("columns the output prints that %s does not define", GLOSSARY)
                .isEmpty();
    }

    @Test
    void theControlRowsAndEveryResultTheResultColumnCanPrintAreDefined() {
        List<String> words = new ArrayList<>(List.of("transport", "binding", "exact"));
        for (RepetitionStatus status : RepetitionStatus.values()) {
            if (status != RepetitionStatus.OK) {
                words.add(status.id());
            }
        }
        assertThat(output).contains("\ntransport  ", "\nbinding  ", "exact 3/3");
        assertThat(words.stream().filter(w -> !defined(w)))
                .as("rows and results that %s does not define", GLOSSARY)
                .isEmpty();
    }

    @Test
    void thePhrasesOfTheKeyAndThePlainWordsLinesAreInTheEntriesThatDefineThem() {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, String> phrase : PHRASES.entrySet()) {
            assertThat(output).as("the output prints it").contains(phrase.getKey());
            String entry = entries.get(phrase.getValue().toLowerCase(Locale.ROOT));
            if (entry == null
                    || !entry.toLowerCase(Locale.ROOT)
                            .contains(phrase.getKey().strip().toLowerCase(Locale.ROOT))) {
                missing.add("'" + phrase.getKey() + "' in the entry " + phrase.getValue());
            }
        }
        assertThat(missing).isEmpty();
    }

    private static Map<String, String> phrases() {
        Map<String, String> phrases = new LinkedHashMap<>();
        phrases.put("Median", "Median");
        phrases.put(" ±", "Median");
        phrases.put("fresh JVM", "Repetition");
        phrases.put("no clear difference", "Resolved");
        phrases.put("live set", "Live set");
        phrases.put("Bound", "Bound");
        phrases.put("waited for the mock", "Bound");
        phrases.put("goal", "Bound");
        return phrases;
    }

    private static boolean defined(String word) {
        return entries.containsKey(word.strip().toLowerCase(Locale.ROOT));
    }

    /** Each name of each term (lower case), with the text of its entry: its paragraph. */
    static Map<String, String> entries(String glossary) {
        Map<String, String> entries = new LinkedHashMap<>();
        for (String paragraph : glossary.split("\\n\\s*\\n")) {
            Matcher term = TERM.matcher(paragraph.strip());
            if (!term.lookingAt()) {
                continue;
            }
            List<String> names =
                    new ArrayList<>(List.of(term.group(1).replaceAll("\\.$", "").split(", ")));
            if (term.group(2) != null) {
                for (String alias : term.group(2).split("[,;] ")) {
                    names.add(alias.replace("`", "").strip());
                }
            }
            names.forEach(name -> entries.put(name.strip().toLowerCase(Locale.ROOT), paragraph));
        }
        return entries;
    }

    @Test
    void aTermsNamesAndAliasesAreReadFromItsEntry() {
        Map<String, String> read = entries("""
                **GCs, GC pause** (`gcPauseCount`, `gcPauseMillis`). The pauses.

                **Result.** The last column.

                **Deadline** (`--deadline-millis`, D). The time.

                A paragraph that defines **nothing**.
                """);

        assertThat(read.keySet())
                .containsExactly(
                        "gcs",
                        "gc pause",
                        "gcpausecount",
                        "gcpausemillis",
                        "result",
                        "deadline",
                        "--deadline-millis",
                        "d");
    }
}
