package dev.aggregationbench.api;

import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.run.TeachingSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Each scenario as a learner meets it on the web page, read from the docs, where it is written once: its page
 * docs/scenarios/&lt;id&gt;.md gives the question ("**The question.**"), the prediction to make ("**Predict first.**"),
 * the command of its committed run (the first {@code ./benchmark.sh} line after "**The command**") and that run
 * ("Committed run [..](../results/&lt;run&gt;/..)"), whose results.json gives the figures to compare with. The quick
 * version is the scenario's step of the teaching set ({@link TeachingSet}) with one JVM per variant and one warm-up
 * pass. Without the docs (a service started outside the project) a scenario has only its quick version.
 */
@Component
public class ScenarioGuides {

    private static final Logger log = LoggerFactory.getLogger(ScenarioGuides.class);
    private static final Pattern COMMAND = Pattern.compile("(?m)^ {4}(\\./benchmark\\.sh(?: [^\\n]*)?)$");
    private static final Pattern COMMITTED_RUN =
            Pattern.compile("Committed run \\[[^\\]]*\\]\\(\\.\\./results/(.+?)/[^/)]+\\)");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
    /** The quick look: one fresh JVM per variant, one warm-up pass (docs/measuring.md). */
    private static final Map<Knob, String> QUICK = Map.of(Knob.REPETITIONS, "1", Knob.WARMUP, "1");

    private final Path docsDir;
    private volatile List<ScenarioGuide> guides;

    public ScenarioGuides(@Value("${aggbench.docs-dir:docs}") Path docsDir) {
        this.docsDir = docsDir;
    }

    /** The scenarios in the order a learner meets them, each with its question, prediction and presets. */
    public List<ScenarioGuide> all() {
        List<ScenarioGuide> read = guides;
        if (read == null) { // read once: the docs and the committed runs do not change while the service runs
            read = Scenarios.IDS.stream().map(this::guide).toList();
            guides = read;
        }
        return read;
    }

    /** The scenario's docs page, the text of docs/scenarios/&lt;id&gt;.md; empty for another id or without the docs. */
    public Optional<String> docsPage(String id) {
        return Scenarios.IDS.contains(id) ? read(page(id)) : Optional.empty();
    }

    private ScenarioGuide guide(String id) {
        Optional<String> page = docsPage(id);
        String question = page.map(text -> paragraph(text, "**The question.**")).orElse(null);
        String prediction =
                page.map(text -> paragraph(text, "**Predict first.**")).orElse(null);
        return new ScenarioGuide(
                id,
                question,
                prediction,
                "docs/scenarios/" + id + ".md",
                page.isPresent() ? ScenarioController.DOCS + id + ".md" : null,
                page.flatMap(text -> committed(id, text)).orElse(null),
                quick(id));
    }

    /** The paragraph that starts with {@code lead}, without it, as plain text (links become their words, code plain). */
    static String paragraph(String page, String lead) {
        int start = page.indexOf(lead);
        if (start < 0) {
            return null;
        }
        int end = page.indexOf("\n\n", start);
        String text = page.substring(start + lead.length(), end < 0 ? page.length() : end);
        return LINK.matcher(text)
                .replaceAll("$1")
                .replace("**", "")
                .replace("`", "")
                .replaceAll("\\s+", " ")
                .strip();
    }

    private Optional<ScenarioGuide.Preset> committed(String id, String page) {
        int section = page.indexOf("**The command");
        Matcher command = COMMAND.matcher(page);
        Matcher run = COMMITTED_RUN.matcher(page);
        if (section < 0 || !command.find(section) || !run.find()) {
            return Optional.empty();
        }
        Path results = docsDir.resolve("results").resolve(run.group(1)).resolve(ResultsFiles.RESULTS_JSON);
        Map<String, Map<String, Double>> medians = null;
        if (Files.isRegularFile(results)) {
            try {
                medians = medians(ResultsFiles.read(results));
            } catch (RuntimeException e) {
                log.warn("The committed run of scenario {} cannot be read: {}", id, e.getMessage());
            }
        }
        return Optional.of(new ScenarioGuide.Preset(
                command.group(1), settings(id, commandValues(command.group(1))), run.group(1), medians));
    }

    /** The knobs a command line gives ({@code --name=value}), in its order. */
    static Map<Knob, String> commandValues(String commandLine) {
        Map<Knob, String> values = new LinkedHashMap<>();
        for (String word : commandLine.strip().split("\\s+")) {
            int equals = word.indexOf('=');
            if (word.startsWith("--") && equals > 0) {
                Knob.byName(word.substring(0, equals)).ifPresent(knob -> values.put(knob, word.substring(equals + 1)));
            }
        }
        return values;
    }

    /** The teaching set's step of this scenario, as a quick look (one JVM per variant, one warm-up pass). */
    private static ScenarioGuide.Preset quick(String id) {
        RunOptions step = TeachingSet.plan(RunOptions.defaults()).stream()
                .filter(options -> options.scenario().equals(id))
                .findFirst()
                .orElseThrow();
        KnobValues values = step.values();
        Map<Knob, String> given = new LinkedHashMap<>();
        for (Knob knob : Knob.values()) {
            if (knob.definition().isReadBy(id)
                    && !same(knob, values.get(knob), knob.definition().defaultValue())) {
                given.put(knob, values.get(knob));
            }
        }
        given.putAll(QUICK);
        StringBuilder command = new StringBuilder("./benchmark.sh");
        String scenario = given.remove(Knob.SCENARIO); // first, as the docs write it
        if (scenario != null) {
            command.append(' ')
                    .append(Knob.SCENARIO.definition().cliOption())
                    .append('=')
                    .append(scenario);
        }
        given.forEach((knob, value) -> command.append(' ')
                .append(knob.definition().cliOption())
                .append('=')
                .append(value));
        return new ScenarioGuide.Preset(command.toString(), settings(id, given), null, null);
    }

    private static boolean same(Knob knob, String value, String other) {
        Kind kind = knob.definition().kind();
        return kind.parse(value).equals(kind.parse(other));
    }

    /** The values as the REST body has them (numbers, lists, words), the scenario always named. */
    private static Map<String, Object> settings(String id, Map<Knob, String> values) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put(Knob.SCENARIO.definition().field(), id);
        values.forEach((knob, value) -> json.put(knob.definition().field(), asJson(knob, value)));
        return json;
    }

    private static Object asJson(Knob knob, String value) {
        Kind kind = knob.definition().kind();
        return kind instanceof Kind.Or ? value : kind.parse(value);
    }

    /** Each variant's median of each figure, raw (nanoseconds, bytes, a count); a figure not measured is left out. */
    private static Map<String, Map<String, Double>> medians(RunResults results) {
        Map<String, Map<String, Double>> medians = new LinkedHashMap<>();
        for (VariantResults variant : results.variants()) {
            Map<String, Double> figures = new LinkedHashMap<>();
            for (Figure figure : Figure.values()) {
                FigureSummary summary = variant.figure(figure);
                if (summary != null && summary.median() != null) {
                    figures.put(figure.id(), summary.median());
                }
            }
            medians.put(variant.variant(), figures);
        }
        return medians;
    }

    private Path page(String id) {
        return docsDir.resolve("scenarios").resolve(id + ".md");
    }

    private static Optional<String> read(Path file) {
        try {
            return Files.isRegularFile(file)
                    ? Optional.of(Files.readString(file, StandardCharsets.UTF_8))
                    : Optional.empty();
        } catch (IOException e) {
            log.warn("Cannot read {}: {}", file, e.getMessage());
            return Optional.empty();
        }
    }
}
