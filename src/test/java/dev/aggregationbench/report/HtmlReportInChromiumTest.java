package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.Units;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The report of a real small run (iterator and naive, 3 fresh JVMs each, process isolation), as the run wrote it,
 * loaded from the file system by a real headless Chromium: every chart draws the run's own data, nothing is
 * logged to the console, the plain-HTML parts are there, and a screenshot is saved under target/.
 */
@IntegrationTest
class HtmlReportInChromiumTest {

    static final int WIDTH = 1400;

    private static HeadlessChromium chromium;
    private static RealRuns.Run run;
    private static RunResults results;

    @BeforeAll
    static void runOnce() {
        chromium = HeadlessChromium.require();
        run = RealRuns.of(RealRuns.SMALL);
        assertThat(run.exitCode())
                .as("the small run's exit code; stderr:%n%s", run.err())
                .isZero();
        results = ResultsFiles.read(run.dir());
    }

    @Test
    void theRunWritesReportHtmlBesideResultsJson() {
        assertThat(run.dir().resolve(HtmlReport.REPORT_HTML)).isRegularFile();
        assertThat(run.dir().resolve(ResultsFiles.RESULTS_JSON)).isRegularFile();
        assertThat(run.out())
                .as("the files line of the compact output names report.html")
                .contains("Files: ")
                .contains("report.html");
    }

    @Test
    void everyChartDrawsTheRunsDataWithoutConsoleMessagesAndAScreenshotIsSaved() throws Exception {
        Path report = run.dir().resolve(HtmlReport.REPORT_HTML);

        HeadlessChromium.Page page = chromium.load(report, WIDTH, 1000);

        assertThat(page.consoleMessages()).as("console messages of the page").isEmpty();
        assertThat(page.status("data-errors")).isEqualTo("[]");
        assertThat(page.status("data-state"))
                .as("status: %s", page.statusText())
                .isEqualTo("drawn");
        ReportExpectations.assertChartsMatch(page.statusJson("data-charts"), results);

        int height = Integer.parseInt(page.status("data-height"));
        Path png = Path.of("target", "report-screenshots", "small-run.png");
        chromium.screenshot(report, png, WIDTH, height);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(WIDTH);
        assertThat(image.getHeight()).isEqualTo(height);
        assertThat(ReportExpectations.pixelsNear(png, 0xd62728))
                .as("pixels in naive's red")
                .isGreaterThan(500);
        assertThat(ReportExpectations.pixelsNear(png, 0x2ca02c))
                .as("pixels in iterator's green")
                .isGreaterThan(500);
    }

    @Test
    void tableConditionsExactAndSampledLabelsAndTheLinkToResultsJsonAreInThePage() throws Exception {
        String dom = chromium.load(run.dir().resolve(HtmlReport.REPORT_HTML), WIDTH, 1000)
                .dom();

        assertThat(dom).contains("<a href=\"results.json\">results.json</a>");
        assertThat(run.dir().resolve("results.json")).isRegularFile();
        assertThat(dom)
                .contains("<span class=\"label sampled\">sampled</span>")
                .contains("<span class=\"label exact\">not sampled</span>");
        for (VariantResults v : results.variants()) {
            String median = Units.of(
                    Figure.DURATION_NANOS, v.figure(Figure.DURATION_NANOS).median());
            assertThat(dom)
                    .contains("\">" + v.variant() + "</th>")
                    .contains("<span class=\"median\">" + median + "</span>");
        }
        assertThat(dom)
                .contains("2,000 orders, page size 1000, seed 42")
                .contains(results.conditions().isolationDescription())
                .contains(results.conditions().jdk())
                .contains(results.ranking().replace("<", "&lt;"));
        assertThat(dom).doesNotContain("Compared with a baseline run");
    }

    @Test
    void theReportLoadsNothingFromElsewhereItOnlyLinksTheRunsOwnFiles() throws Exception {
        String html = Files.readString(run.dir().resolve(HtmlReport.REPORT_HTML));
        String markup = html.replaceAll("(?s)(<script[^>]*>).*?(</script>)", "$1$2");
        assertThat(markup).contains("<script>", "<style>");
        assertThat(Pattern.compile("\\s(?:src|href)=\"([^\"]*)\"")
                        .matcher(markup)
                        .results()
                        .map(m -> m.group(1)))
                .containsExactlyInAnyOrder("results.json", "results.csv", "summary.md");
        assertThat(markup).doesNotContain("<link").doesNotContain("@import");
        assertThat(html).contains("Apache ECharts " + HtmlReport.echartsVersion());
    }
}
