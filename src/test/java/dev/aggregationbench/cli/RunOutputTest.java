package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.TextWrap;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What stdout gets for the committed headline run: by default the compact output within 120 columns (stdout is not
 * a terminal here), with {@code --details} today's full tables (wide as they are) and every other line wrapped.
 */
class RunOutputTest {

    private static final Path RUN = Path.of("docs/results/2026-11-26-sequential-500k");
    private static final RunResults RESULTS = ResultsFiles.read(RUN);

    @Test
    void byDefaultOneLinePerVariantWithinTheWidthAndWhereTheFilesAre() {
        String text = new RunOutput("table", false, 120).render(RESULTS, RUN);

        assertThat(text.split("\n"))
                .allSatisfy(line -> assertThat(TextWrap.columns(line)).isLessThanOrEqualTo(120));
        assertThat(text)
                .contains("virtual-threads", "Time: ", "Memory: ", "Bound: ")
                .doesNotContain("╔", "Cold (the JVM's first pass)");
        assertThat(text.replace("\n  ", " "))
                .as("wrapped lines joined")
                .contains("Files: " + RUN.toAbsolutePath() + " (results.json, results.csv, summary.md, report.html)");
        assertThat(text.strip().lines().reduce((a, b) -> b).orElseThrow())
                .isEqualTo("Words: docs/glossary.md. Full tables: summary.md or --details.");
    }

    @Test
    void detailsPrintTheFullTablesAndWrapTheirProse() {
        String text = new RunOutput("table", true, 120).render(RESULTS, null);

        assertThat(text)
                .contains("║ Variant         │ Time           │ CPU            │ Peak heap  │ Live set     │")
                .contains("Cold (the JVM's first pass) and steady (the measured pass):")
                .contains("│ JIT in measured pass │")
                .contains("CI 1.383–1.554")
                .contains("Conditions: process isolation")
                .contains("Mock capacity: ")
                .contains("Ranking by median duration");
        assertThat(Arrays.stream(text.split("\n"))
                        .filter(l -> !l.startsWith("║")
                                && !l.startsWith("╔")
                                && !l.startsWith("╟")
                                && !l.startsWith("╠")
                                && !l.startsWith("╚")))
                .allSatisfy(line -> assertThat(TextWrap.columns(line)).isLessThanOrEqualTo(120));
    }

    @Test
    void markdownJsonAndCsvAreLeftAsTheyAre() {
        assertThat(new RunOutput("markdown", false, 80).render(RESULTS, RUN))
                .startsWith("|Variant|Time|")
                .doesNotContain("Files:");
        assertThat(new RunOutput("json", false, 80).render(RESULTS, RUN)).startsWith("{");
        assertThat(new RunOutput("csv", false, 80).render(RESULTS, RUN)).startsWith("runId,variant,");
    }

    @Test
    void anOutputThatIsNotTheProcessStdoutIsNotATerminalAndGets120Columns() {
        PrintStream captured = new PrintStream(new ByteArrayOutputStream());

        assertThat(TerminalWidth.of(captured)).isEqualTo(120);
    }

    @Test
    void columnsOverridesOnlyWithAUsableWidth() {
        assertThat(TerminalWidth.columns("80")).isEqualTo(80);
        assertThat(TerminalWidth.columns(" 100 ")).isEqualTo(100);
        assertThat(TerminalWidth.columns(null)).isNull();
        assertThat(TerminalWidth.columns("wide")).isNull();
        assertThat(TerminalWidth.columns("5"))
                .as("below the narrowest width wrapped to")
                .isNull();
    }
}
