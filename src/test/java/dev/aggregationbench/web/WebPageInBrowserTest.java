package dev.aggregationbench.web;

import static dev.aggregationbench.workerdoc.WorkerResult.TRANSPORT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.FigurePlace;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.io.IOException;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;

/**
 * The web page at {@code /} in a real browser (headless Chromium through chromedriver), against the whole service
 * on a random port with the real engine running small runs in process isolation ({@link SmallRuns}): a run started
 * from the form shows its progress, its table and its charts as it goes; a reload and a second tab pick a running
 * run up; two runs are compared with the {@code compare} rules. Every answer carries the headers a local control
 * page needs (a Content Security Policy, no framing, nosniff, no Referer): another site's frame is refused, and the
 * page, the report and Swagger UI work under their policies with no violation in the browser's console. The tests
 * run in order and share the runs they start (each run forks a few JVMs, so they are few). The form and its errors:
 * WebPageFormInBrowserTest; cancelling, and the run list without JavaScript: RunListInBrowserTest.
 */
@IntegrationTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebPageInBrowserTest extends ServiceOnRandomPort {

    /** Where the mid-run screenshot goes: -Dweb.screenshot=docs/images/web-page.png, else only under target/. */
    private static final Path SCREENSHOT = Path.of(System.getProperty("web.screenshot", "target/web-page-mid-run.png"));

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    private static String firstRun;
    private static String secondRun;

    private Browser browser;
    private WebPage page;
    private LiveCharts charts;

    @BeforeEach
    void readThePage() {
        browser = chromium.get();
        page = new WebPage(browser, base());
        charts = new LiveCharts(browser);
    }

    @Test
    @Order(1)
    void aSmallRunShowsItsProgressTableAndChartsAsItGoes() throws IOException {
        page.open("/");
        firstRun = SmallRuns.start(page);
        assertThat(browser.driver.getCurrentUrl()).endsWith("/?run=" + firstRun);

        // Mid-run: every variant but the last has finished its repetitions, so each has a line in the heap chart.
        int midRun = (SmallRuns.ALL_ROWS.size() - 1) * SmallRuns.REPETITIONS + 1;
        browser.waitUpTo(SmallRuns.TIMEOUT).until(d -> page.rows().size() >= midRun);
        if (page.rows().size() == midRun) {
            page.screenshotOfTheLiveRun(SCREENSHOT);
        }
        assertThat(page.progressValue(TRANSPORT)).isGreaterThanOrEqualTo(1);

        page.awaitEnd("succeeded", SmallRuns.TIMEOUT);
        assertThat(page.rows()).hasSize(SmallRuns.ROWS);
        for (String variant : SmallRuns.ALL_ROWS) {
            assertThat(page.progressValue(variant))
                    .as("progress of %s", variant)
                    .isEqualTo(SmallRuns.REPETITIONS);
            assertThat(page.repetitionStatuses(variant)).containsExactly("ok", "ok");
        }
        assertThat(page.rows().getFirst().findElements(By.tagName("td")).get(2).getText())
                .isEqualTo("ok");

        List<String> headers = new ArrayList<>(List.of("Variant", "Repetition", "Result"));
        FigurePlace.LIVE_TABLE.figures().forEach(f -> headers.add(f.definition().label()));
        assertThat(page.all("#live-table thead th").stream().map(WebElement::getText))
                .as("the table's columns: the registry's live-table figures, served at /api/figures")
                .containsExactlyElementsOf(headers);
        assertThat(page.rows().getFirst().findElements(By.tagName("td"))).hasSameSizeAs(headers);
        List<String> chartIds = FigurePlace.LIVE_CHART.figures().stream()
                .map(f -> "chart-" + f.id())
                .toList();
        for (String chart : chartIds) {
            assertThat(charts.chartCategories(chart)).containsExactlyElementsOf(SmallRuns.ALL_ROWS);
            assertThat(charts.bars(chart))
                    .hasSize(SmallRuns.ALL_ROWS.size())
                    .allSatisfy(bar -> assertThat(bar.median())
                            .as("%s: %s", chart, bar)
                            .isPositive()
                            .isBetween(bar.min(), bar.max()));
        }
        assertThat(charts.bars("chart-durationNanos"))
                .as("two repetitions never take the same nanoseconds: a spread")
                .allMatch(bar -> bar.min() < bar.max());
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> charts.chartSeriesIds("chart-heap")
                        .containsAll(List.of("heap:" + TRANSPORT, "heap:naive", "heap:stream")));
        assertThat(charts.chartSeriesPoints("chart-heap", "heap:naive")).isNotEmpty();

        assertThat(page.visible(By.id("live-report")).getDomAttribute("href"))
                .isEqualTo("/api/runs/" + firstRun + "/report.html");
        page.awaitListed(firstRun, "succeeded");
        assertThat(page.resourcesLoaded())
                .as("everything the page loaded came from the service (no CDN)")
                .isNotEmpty()
                .allMatch(url -> url.startsWith(base() + "/"));
    }

    @Test
    @Order(2)
    void aReloadAndASecondTabPickARunningRunUp() {
        page.open("/");
        secondRun = SmallRuns.start(page);
        browser.waitUpTo(SmallRuns.TIMEOUT).until(d -> !page.rows().isEmpty());
        assertThat(page.liveStatus()).isNotEqualTo("succeeded");

        browser.driver.navigate().refresh();
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> secondRun.equals(page.text(By.id("live-id")))
                        && !page.rows().isEmpty());

        String firstTab = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        page.open("/"); // no run named: the page watches the run that is running
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> secondRun.equals(page.text(By.id("live-id"))));
        page.awaitEnd("succeeded", SmallRuns.TIMEOUT);
        assertThat(page.rows()).hasSize(SmallRuns.ROWS);
        browser.driver.close();
        browser.driver.switchTo().window(firstTab);
        page.awaitEnd("succeeded", SmallRuns.TIMEOUT);
        assertThat(page.rows()).as("the reloaded tab saw every repetition once").hasSize(SmallRuns.ROWS);
    }

    @Test
    @Order(3)
    void twoRunsAreComparedWithTheRulesOfCompare() {
        page.open("/");
        page.click(By.cssSelector("input[name=baseline][value='" + firstRun + "']"));
        page.click(By.cssSelector("input[name=current][value='" + secondRun + "']"));
        page.element(By.id("compare-runs")).sendKeys(Keys.ENTER);
        page.waitFor(By.cssSelector("#comparison table.comparison"));

        var expected = ServiceApi.verdictsOfCompare(
                results().resolve(firstRun), results().resolve(secondRun));
        assertThat(page.verdictsShown())
                .isEqualTo(expected)
                .isNotEmpty()
                .values()
                .allMatch(List.of("regression", "improvement", "not-resolved", "not-comparable")::contains);
        assertThat(page.text(By.cssSelector("#comparison .verdicts"))).contains("outside the noise");
        assertThat(page.text(By.cssSelector("#comparison p.control"))).startsWith("Control: the transport row");
        assertThat(page.text(By.cssSelector("#comparison ul.control"))).contains("durationNanos: ", "x → ");

        page.open("/?run=20000101-000000-000000"); // well-formed, unknown
        page.awaitStatus("cannot show this run: no run with id '20000101-000000-000000'");
    }

    @Test
    @Order(4)
    void everyAnswerCarriesTheHeadersALocalControlPageNeedsAndNoOtherSiteCanFrameIt() throws IOException {
        Map<String, String> policies = new LinkedHashMap<>();
        for (String path : List.of(
                "/",
                "/web/app.js",
                "/web/app.css",
                "/webjars/echarts/echarts.min.js",
                "/api/runs",
                "/api/runs/nope",
                "/v3/api-docs",
                "/swagger-ui/index.html",
                "/api/runs/" + firstRun + "/report.html")) {
            HttpResponse<String> answer = api.get(path);
            HttpHeaders headers = answer.headers();
            assertThat(headers.firstValue("X-Frame-Options")).as(path).hasValue("DENY");
            assertThat(headers.firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
            assertThat(headers.firstValue("Referrer-Policy")).as(path).hasValue("no-referrer");
            assertThat(headers.allValues("Content-Security-Policy")).as(path).hasSize(1);
            policies.put(path, headers.firstValue("Content-Security-Policy").orElseThrow());
        }
        assertThat(policies.values()).allSatisfy(policy -> assertThat(policy).contains("frame-ancestors 'none'"));
        assertThat(policies.get("/")).contains("script-src 'self'").doesNotContain("unsafe-eval");
        assertThat(policies.get("/api/runs/" + firstRun + "/report.html")).contains("sandbox");

        // Another site (another origin: another port) frames the page: the browser refuses to show it.
        try (Framer framer = new Framer(base() + "/")) {
            browser.driver.get(framer.url());
            browser.waitUpTo(Duration.ofSeconds(30))
                    .until(d -> browser.policyViolations().stream().anyMatch(m -> m.contains("frame-ancestors")));
        }

        // The pages still work under their policies (the checks after each test: no violation in the console).
        page.open("/api/runs/" + firstRun + "/report.html");
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.any(".chart svg"));
        page.open("/swagger-ui/index.html"); // the first document takes seconds: ranges found by bisection
        browser.waitUpTo(Duration.ofSeconds(90))
                .until(d -> page.any(".information-container")
                        && page.text(By.cssSelector(".title")).contains("aggregation-bench"));
    }
}
