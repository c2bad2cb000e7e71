package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import tools.jackson.databind.JsonNode;

/**
 * A matrix started from the web page in a real browser (headless Chromium), with the real engine: two collectors
 * ticked in the form make two cells. While it runs the page lists the cells as they start and end, and draws the
 * heap over time of each cell's repetitions, a line per variant and cell; once it ended it shows the cells side by
 * side, each variant's median per cell and its change against the first cell with the verdict the service computed
 * (matrix.json), and links each cell's report.
 */
@IntegrationTest
class MatrixInBrowserTest extends ServiceOnRandomPort {

    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(4);
    private static final List<String> CELLS = List.of("G1", "Parallel");

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    @Test
    void twoCollectorsTickedRunAsTwoCellsShownSideBySideWithTheServicesComparison() {
        WebPage page = new WebPage(chromium.get(), base());
        page.open("/");
        page.fillSmallRun("2000", 1, List.of("iterator"));
        page.fill("warmup", "1");
        page.select("aotCache", "off");
        page.tick("gc", "Parallel");
        String run = page.start();
        page.awaitEnd("succeeded", RUN_TIMEOUT);

        assertThat(page.all("#live-cells li"))
                .extracting(li -> li.getDomAttribute("data-cell") + " " + li.getDomAttribute("data-status"))
                .containsExactly("G1 succeeded", "Parallel succeeded");
        assertThat(page.all("#live-table tbody tr"))
                .extracting(tr -> tr.getDomAttribute("data-cell") + " " + tr.getDomAttribute("data-variant"))
                .containsExactly("G1 transport", "G1 iterator", "Parallel transport", "Parallel iterator");
        List<String> heapLines = CELLS.stream().map(c -> "heap:iterator @ " + c).toList();
        LiveCharts charts = new LiveCharts(chromium.get());
        chromium.get()
                .waitUpTo(Duration.ofSeconds(30))
                .until(d -> charts.chartSeriesIds("chart-heap").containsAll(heapLines));
        for (String line : heapLines) {
            assertThat(charts.chartSeriesPoints("chart-heap", line))
                    .as("%s: its repetition's samples, from its cell's directory", line)
                    .isNotEmpty();
        }

        WebElement matrix = page.visible(By.id("matrix"));
        JsonNode shown = api.getJson("/api/runs/" + run).get("matrix");
        assertThat(page.all("#matrix-cells tbody tr"))
                .extracting(tr -> tr.getDomAttribute("data-cell") + " " + tr.getDomAttribute("data-succeeded"))
                .containsExactly("G1 true", "Parallel true");
        Figure time = Figure.DURATION_NANOS;
        JsonNode iterator = shown.get("variants").get(0);
        assertThat(iterator.get("variant").asString()).isEqualTo("iterator");
        for (int i = 0; i < CELLS.size(); i++) {
            WebElement cell = matrix.findElement(By.cssSelector("table.matrix[data-figure='" + time.id()
                    + "'] tr[data-variant='iterator'] td[data-cell='" + CELLS.get(i) + "']"));
            JsonNode inCell = iterator.get("cells").get(i);
            assertThat(cell.getText())
                    .as("%s's median, as the figure registry formats it", CELLS.get(i))
                    .startsWith(time.definition()
                            .unit()
                            .format(inCell.get("figures")
                                    .get(time.id())
                                    .get("median")
                                    .asDouble()));
            if (i > 0) {
                assertThat(cell.getDomAttribute("data-verdict"))
                        .as("one JVM per cell resolves nothing")
                        .isEqualTo(inCell.get("versusReference")
                                .get(time.id())
                                .get("verdict")
                                .asString())
                        .isEqualTo("not-resolved");
            }
        }
        assertThat(page.all("table.matrix"))
                .as("a table per figure the matrix compares")
                .hasSize(shown.get("variants")
                        .get(0)
                        .get("cells")
                        .get(0)
                        .get("figures")
                        .size());
        String report = page.element(By.cssSelector("#matrix-cells tr[data-cell='Parallel'] a"))
                .getDomAttribute("href");
        assertThat(report).isEqualTo("/api/runs/" + run + "/Parallel/report.html");
        assertThat(api.get(report).statusCode()).isEqualTo(200);
        String index = "/api/runs/" + run + "/index.html";
        chromium.get()
                .waitUpTo(Duration.ofSeconds(10))
                .until(d -> index.equals(page.element(By.id("live-report")).getDomAttribute("href")));
    }
}
