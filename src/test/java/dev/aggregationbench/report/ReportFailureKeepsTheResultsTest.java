package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A real run whose report.html cannot be written (a directory is in its place) still writes every other file. */
@IntegrationTest
class ReportFailureKeepsTheResultsTest {

    @Test
    void aReportThatCannotBeWrittenLosesNoOtherFileAndIsSaidSo() throws Exception {
        Path output = RealRuns.workDir("report-fails-").resolve("results");
        Files.createDirectories(output.resolve(HtmlReport.REPORT_HTML));
        Files.writeString(output.resolve(HtmlReport.REPORT_HTML).resolve("occupied"), "a directory, not a file");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = BenchmarkMain.execute(
                new String[] {
                    "--isolation=process",
                    "--orders=500",
                    "--repetitions=1",
                    "--warmup=0",
                    "--variants=iterator",
                    "--quiet",
                    "--output=" + output
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        String stderr = err.toString(StandardCharsets.UTF_8);
        assertThat(code).as("stderr:%n%s", stderr).isZero();
        assertThat(stderr)
                .contains(
                        "report.html could not be written; results.json, results.csv and summary.md " + "are complete");
        assertThat(ResultsFiles.read(output).variants())
                .extracting(v -> v.variant())
                .containsExactly("transport", "iterator");
        assertThat(output.resolve(ResultsFiles.RESULTS_CSV)).isNotEmptyFile();
        assertThat(output.resolve(ResultsFiles.SUMMARY_MD)).isNotEmptyFile();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("iterator");
        assertThat(output.resolve(HtmlReport.REPORT_HTML + ".tmp")).doesNotExist();
    }
}
