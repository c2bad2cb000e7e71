package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Reports of real runs in which variants failed, in a real headless Chromium: naive running out of a 24 MB heap
 * (its bars are n/a, its timeline shows how its heap got there), and a run where no JVM wrote a document at all.
 * Neither may break the page.
 */
@IntegrationTest
class HtmlReportOfFailedRunsInChromiumTest {

    private static HeadlessChromium chromium;

    @BeforeAll
    static void browser() {
        chromium = HeadlessChromium.require();
    }

    @Test
    void aVariantThatRanOutOfHeapIsNotAveragedInAndItsTimelineStillDraws() throws Exception {
        RealRuns.Run run = RealRuns.naiveOutOfMemoryComparedWithSmall();
        assertThat(run.exitCode()).as("stderr:%n%s", run.err()).isEqualTo(1);
        RunResults results = ResultsFiles.read(run.dir());
        VariantResults naive = variant(results, "naive");
        assertThat(naive.status())
                .as("the run this test is about: naive must run out of heap")
                .isEqualTo(RepetitionStatus.OUT_OF_MEMORY);
        assertThat(variant(results, "iterator").status()).isEqualTo(RepetitionStatus.OK);

        HeadlessChromium.Page page = chromium.load(run.dir().resolve(HtmlReport.REPORT_HTML), 1400, 1000);

        assertThat(page.consoleMessages()).isEmpty();
        assertThat(page.status("data-state"))
                .as("status: %s", page.statusText())
                .isEqualTo("drawn");
        JsonNode charts = page.statusJson("data-charts");
        ReportExpectations.assertChartsMatch(charts, results);
        assertThat(charts.get("chart-bar-durationNanos").get("notMeasured").toString())
                .isEqualTo("[\"naive\"]");
        assertThat(ReportExpectations.timelinePass(naive))
                .as("naive's failed pass kept its samples")
                .isPresent();
        assertThat(page.dom())
                .contains("naive #1, ended out-of-memory (none ok), dotted")
                .contains("Not every variant succeeded")
                .contains("out-of-memory (0/1 ok)")
                .contains(">#1 out-of-memory: java.lang.OutOfMemoryError");
        chromium.screenshot(
                run.dir().resolve(HtmlReport.REPORT_HTML),
                Path.of("target", "report-screenshots", "naive-out-of-memory.png"),
                1400,
                Integer.parseInt(page.status("data-height")));
    }

    @Test
    void theBaselineGivenToTheRunIsComparedInItsReportWithTheDifferentConditionsListed() throws Exception {
        RealRuns.Run run = RealRuns.naiveOutOfMemoryComparedWithSmall();
        RunResults baseline = ResultsFiles.read(RealRuns.of(RealRuns.SMALL).dir());

        String dom = chromium.load(run.dir().resolve(HtmlReport.REPORT_HTML), 1400, 1000)
                .dom();

        assertThat(dom)
                .contains("Compared with a baseline run")
                .contains("Baseline run <strong>" + baseline.runId())
                .contains("compared anyway (--allow-different-conditions)")
                .contains("orders: 2000 (baseline) vs 1000000")
                .contains("heap: 512m (baseline) vs 24m");
        String table = dom.substring(dom.indexOf("<table class=\"comparison\">"));
        assertThat(table.substring(0, table.indexOf("</table>")))
                .contains("<th>iterator</th>", "<th>naive</th>", "<th>transport</th>");
        assertThat(dom).contains("not comparable");
    }

    @Test
    void aRunWhoseJvmsAllFailedWithoutADocumentStillRendersWithEverythingNotApplicable() throws Exception {
        RealRuns.Run run = RealRuns.of(RealRuns.EVERY_JVM_FAILS);
        assertThat(run.exitCode()).as("stderr:%n%s", run.err()).isEqualTo(1);
        RunResults results = ResultsFiles.read(run.dir());
        assertThat(results.variants())
                .as("the run this test is about: no repetition may end ok or measure a pass")
                .allSatisfy(v -> {
                    assertThat(v.figure(Figure.DURATION_NANOS).median()).isNull();
                    assertThat(ReportExpectations.timelinePass(v)).isEmpty();
                });

        HeadlessChromium.Page page = chromium.load(run.dir().resolve(HtmlReport.REPORT_HTML), 1400, 1000);

        assertThat(page.consoleMessages()).isEmpty();
        assertThat(page.status("data-state"))
                .as("status: %s", page.statusText())
                .isEqualTo("drawn");
        ReportExpectations.assertChartsMatch(page.statusJson("data-charts"), results);
        assertThat(page.dom())
                .contains("Not every variant succeeded")
                .contains("No variant measured a timeline")
                .contains("naive: no line, no repetition measured a timeline (#1 ended");
    }

    private static VariantResults variant(RunResults results, String id) {
        return results.variants().stream()
                .filter(v -> v.variant().equals(id))
                .findFirst()
                .orElseThrow();
    }
}
