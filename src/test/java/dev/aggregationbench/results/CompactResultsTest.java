package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The default output of two committed runs (the headline sequential walk and a fan-out sweep), rendered from their
 * results.json: no line wider than the width, one line per variant, the three plain-word lines, and the legend last.
 */
class CompactResultsTest {

    private static final String FILES = "Files: results/x (results.json, results.csv, summary.md, report.html)";

    private static RunResults committed(String run) {
        return ResultsFiles.read(Path.of("docs/results", run));
    }

    private static List<String> lines(String text) {
        return Arrays.asList(text.split("\n"));
    }

    @ParameterizedTest(name = "{0} at {1} columns")
    @CsvSource({
        "2026-11-26-headline-afternoon, 120",
        "2026-11-26-headline-afternoon, 80",
        "2026-11-26-sequential-500k, 120",
        "2026-11-26-sequential-500k, 80",
        "2026-11-23-fan-out, 120",
        "2026-11-23-fan-out, 80",
        "2026-11-23-faults, 80",
        "2026-11-23-pipelined, 80",
        "2026-11-26-sequential-500k, 40"
    })
    void everyLineFitsTheWidth(String run, int width) {
        String text = CompactResults.text(committed(run), width, FILES);

        assertThat(lines(text))
                .allSatisfy(line ->
                        assertThat(TextWrap.columns(line)).as("%s", line).isLessThanOrEqualTo(width));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"2026-11-26-headline-afternoon", "2026-11-26-sequential-500k", "2026-11-23-fan-out"})
    void oneLinePerVariantThenThePlainWordsAndTheLegendLast(String run) {
        RunResults results = committed(run);
        List<String> lines = lines(CompactResults.text(results, 120, FILES));

        assertThat(lines.getFirst()).startsWith("Variant").contains("Time s", "CPU s", "Alloc/order B", "Live set MB");
        List<String> rows = lines.subList(1, 1 + results.variants().size());
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i)).startsWith(results.variants().get(i).variant() + " ");
        }
        assertThat(lines.get(1 + results.variants().size())).startsWith("Median of 3 fresh JVMs");
        assertThat(lines).filteredOn(l -> l.startsWith("Time: ")).hasSize(1);
        assertThat(lines).filteredOn(l -> l.startsWith("Memory: ")).hasSize(1);
        assertThat(lines).filteredOn(l -> l.startsWith("Bound: ")).hasSize(1);
        assertThat(lines).contains(FILES);
        assertThat(lines.getLast()).contains("docs/glossary.md", "summary.md", "--details");
        assertThat(String.join("\n", lines)).doesNotContain("╔", "CI ", "Conditions:");
    }

    @Test
    void theHeadlineRunSaysWhatItShowsAndClaimsNoOrderItCannotSupport() {
        String text = CompactResults.text(committed("2026-11-26-sequential-500k"), 120, null);

        assertThat(text)
                .contains("naive             1.480 ±3%   1.360 ±2%      141 ±6%      2,420 ±0%   15  exact 3/3\n")
                .contains("Time: stream, virtual-threads, iterator, reactor, async: no clear difference "
                        + "(0.475–0.545 s); naive slower (1.480 s).")
                .contains("Memory: naive holds 12x the live set of the others (141 MB against 11.5–11.9 MB).")
                .contains("Bound: not resolved. The fastest variant, stream, waited for the mock 20.1% ± 2 of its "
                        + "pass: at the 20% goal.")
                .doesNotContain("Files:");
    }

    /**
     * The committed headline run (naive without the binding, the binding row on its own): rendered again from its
     * results.json, the default output is what the command printed into its stdout.txt, which README.md quotes.
     */
    @Test
    void theAfternoonHeadlineRunRendersAsTheCommandPrintedIt() throws IOException {
        Path run = Path.of("docs/results/2026-11-26-headline-afternoon");
        String files =
                "Files: /work/runs/2026-11-26-headline-quiet (results.json, results.csv, summary.md, report.html)";

        assertThat(CompactResults.text(ResultsFiles.read(run), 120, files))
                .isEqualTo(Files.readString(run.resolve("stdout.txt")))
                .contains("binding          0.823 ±22%   0.630 ±9%     11.9 ±0%      2,400 ±0%    7  exact 3/3\n")
                .contains("naive            0.528 ±29%  0.479 ±35%      101 ±2%        407 ±0%    4  exact 3/3\n");
    }

    @Test
    void theFanOutRunShowsItsScenarioTableOneLinePerVariantAndK() {
        RunResults results = committed("2026-11-23-fan-out");
        List<String> lines = lines(CompactResults.text(results, 120, null));

        int header = lines.indexOf(lines.stream()
                .filter(l -> l.startsWith("Variant") && l.contains("Aggregations/s"))
                .findFirst()
                .orElseThrow());
        assertThat(lines.subList(header + 1, header + 1 + results.variants().size()))
                .allSatisfy(row -> assertThat(row).containsPattern("^[a-z-]+ +1000 "));
        assertThat(String.join("\n", lines).replace("\n  ", " "))
                .as("wrapped lines joined")
                .contains("Bound: the mock (its wait includes the latency added on purpose, 100 ms a page, "
                        + "--latency-millis). The fastest variant, virtual-threads, waited for the mock at least 82.9% "
                        + "of its pass (estimated; goal: at most 20%).");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "2026-11-23-fan-out, on 50 platform threads where a style needs a pool:",
        "2026-11-28-spring-virtual-fan-out, on Spring's virtual-thread executor where a style needs a pool:"
    })
    void theFanOutTitleNamesTheBlockingStylesExecutorInWords(String run, String executor) {
        String joined = CompactResults.text(committed(run), 120, null).replace("\n  ", " ");

        assertThat(joined).contains("Fan-out: K aggregations at once, each over its own partition, " + executor);
    }

    @Test
    void narrowerThanTheMediansTheRowsWrapRatherThanOverflow() {
        String text = CompactResults.text(committed("2026-11-26-sequential-500k"), 40, FILES);

        assertThat(text).as("the spreads left out").doesNotContainPattern("±\\d");
        assertThat(text.replace("\n  ", " ")).contains("Median of 3 fresh JVMs (spreads: --details).");
        assertThat(text).contains("transport         0.476  0.400");
        assertThat(lines(text))
                .allSatisfy(line -> assertThat(TextWrap.columns(line)).isLessThanOrEqualTo(40));
    }
}
