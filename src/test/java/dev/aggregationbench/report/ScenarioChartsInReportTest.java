package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scenario charts of real runs (the teaching set at tiny sizes, {@link RealRuns#TEACHING_SET_TINY}, 2 fresh
 * JVMs per variant): the data report.html embeds for them equals what results.json holds (medians, min-max, n/a),
 * and a real headless Chromium draws each of them, with exactly those values, and no other chart than the run calls
 * for.
 */
@IntegrationTest
class ScenarioChartsInReportTest {

    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"report-data\">(.*?)</script>", Pattern.DOTALL);

    private static RealRuns.Run run;

    @BeforeAll
    static void runOnce() {
        run = RealRuns.of(RealRuns.TEACHING_SET_TINY);
        assertThat(run.exitCode())
                .as("the teaching set's exit code; stderr:%n%s", run.err())
                .isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sequential", "latency", "pipelined", "fan-out", "faults"})
    void theEmbeddedDataOfEachScenariosChartsIsItsResults(String scenario) throws Exception {
        Path dir = run.dir().resolve(scenario);
        RunResults results = ResultsFiles.read(dir);
        Matcher data = DATA.matcher(Files.readString(dir.resolve(HtmlReport.REPORT_HTML)));
        assertThat(data.find()).isTrue();
        JsonNode embedded = JsonMapper.builder().build().readTree(data.group(1));

        ScenarioChartExpectations.assertEmbedded(embedded.get("scenario"), results);
    }

    @ParameterizedTest
    @ValueSource(strings = {"latency", "pipelined", "fan-out"})
    void chromiumDrawsEachScenarioChartWithTheResultsValues(String scenario) throws Exception {
        HeadlessChromium chromium = HeadlessChromium.require();
        Path dir = run.dir().resolve(scenario);
        RunResults results = ResultsFiles.read(dir);

        HeadlessChromium.Page page =
                chromium.load(dir.resolve(HtmlReport.REPORT_HTML), HtmlReportInChromiumTest.WIDTH, 1000);

        assertThat(page.consoleMessages()).as("console messages of the page").isEmpty();
        assertThat(page.status("data-errors")).isEqualTo("[]");
        assertThat(page.status("data-state"))
                .as("status: %s", page.statusText())
                .isEqualTo("drawn");
        JsonNode charts = page.statusJson("data-charts");
        ReportExpectations.assertChartsMatch(charts, results); // the run's charts, the scenario's among them
        assertThat(ScenarioChartExpectations.chartIds(results)).isNotEmpty();
        ScenarioChartExpectations.assertDrawn(charts, results);

        Path png = Path.of("target", "report-screenshots", "teaching-set-" + scenario + ".png");
        chromium.screenshot(
                dir.resolve(HtmlReport.REPORT_HTML),
                png,
                HtmlReportInChromiumTest.WIDTH,
                Integer.parseInt(page.status("data-height")));
        assertThat(png).isRegularFile();
    }
}
