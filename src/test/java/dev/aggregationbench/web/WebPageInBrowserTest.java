package dev.aggregationbench.web;

import static dev.aggregationbench.measurement.WorkerResult.BINDING;
import static dev.aggregationbench.measurement.WorkerResult.TRANSPORT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.FigurePlace;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.io.IOException;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The web page at {@code /} in a real browser (headless Chromium through chromedriver), against the whole service
 * on a random port with the real engine running small runs in process isolation: the form built from the OpenAPI
 * document refuses a bad value next to its field; a run started from the form shows its progress, its table and
 * its charts as it goes; a reload and a second tab pick a running run up; two runs are compared with the
 * {@code compare} rules; a queued and a running run are cancelled; and without JavaScript the run list still reads,
 * pages and links the reports. Every answer carries the headers a local control page needs (a Content Security
 * Policy, no framing, nosniff, no Referer): another site's frame is refused, and the page, the report and Swagger UI
 * work under their policies with no violation in the browser's console.
 * The tests run in order and share the runs they start (each run forks a few JVMs, so they are few).
 */
@IntegrationTest
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebPageInBrowserTest {

    private static final Path RESULTS = RealRuns.workDir("web-page-runs-");
    /** Where the mid-run screenshot goes: -Dweb.screenshot=docs/images/web-page.png, else only under target/. */
    private static final Path SCREENSHOT = Path.of(System.getProperty("web.screenshot", "target/web-page-mid-run.png"));

    private static final String ORDERS = System.getProperty("web.orders", "4000");
    private static final List<String> VARIANTS = List.of("naive", "stream");
    private static final int REPETITIONS = 2;
    /** The transport row too, and the binding row (a sequential run with naive). */
    private static final List<String> ALL_ROWS = List.of(TRANSPORT, BINDING, "naive", "stream");

    private static final int ROWS = ALL_ROWS.size() * REPETITIONS;
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(6);
    private static final String SMALL_BODY = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}";

    private static Browser browser;
    private static String firstRun;
    private static String secondRun;
    private static String cancelledRun;
    private static String queuedRun;
    /** Runs queued through the API and cancelled at once: the list then has a second page (10 runs a page). */
    private static int cancelledInQueue;

    @LocalServerPort
    int port;

    private WebPage page;
    private ServiceApi api;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.results-dir", RESULTS::toString);
    }

    @BeforeAll
    static void startBrowser() {
        browser = Browser.start(true);
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @BeforeEach
    void readThePage() {
        page = new WebPage(browser, base());
        api = new ServiceApi(port);
    }

    @Test
    @Order(0)
    void everyApiPathThePageUsesIsInTheOpenApiDocument() {
        List<Pattern> documented = api.documentedPaths();
        assertThat(api.pathsThePageCalls(List.of(
                        "form.js", "live.js", "runs.js", "app.js", "scenarios.js", "committed.js", "matrix.js")))
                .contains(
                        "/api/runs",
                        "/api/runs/x",
                        "/api/runs/x/events",
                        "/api/compare",
                        "/api/figures",
                        "/api/scenarios")
                .allSatisfy(path -> assertThat(documented)
                        .as("a documented path for %s", path)
                        .anyMatch(p -> p.matcher(path).matches()));
    }

    @Test
    @Order(1)
    void theFormComesFromTheSchemaAndABadValueIsNamedNextToItsField() {
        page.open("/");
        WebElement orders = page.waitFor(By.id("field-orders"));
        assertThat(orders.getDomProperty("value")).isEqualTo("500000");
        assertThat(orders.getDomAttribute("min")).isEqualTo("1");
        assertThat(orders.getDomAttribute("max")).isEqualTo("100000000");
        assertThat(page.text(By.id("hint-orders"))).contains("default 500000", "range 1 to 100,000,000");
        assertThat(page.all("#field-variants input[type=checkbox]:checked")).hasSize(6);
        assertThat(page.tabThroughForm())
                .as("Tab reaches every field, in order, then Start run")
                .isEqualTo(page.formControls());

        page.fill("orders", "0" + Keys.ENTER); // the keyboard submits the form
        assertThat(page.visible(By.id("error-orders")).getText())
                .isEqualTo(api.errorAbout("{\"orders\":0}", "orders"))
                .contains("100000000");
        assertThat(orders.getDomAttribute("aria-invalid")).isEqualTo("true");
        assertThat(orders.getDomAttribute("aria-describedby")).contains("error-orders");
        assertThat(page.focused()).isEqualTo("field-orders");
        assertThat(page.rows()).isEmpty();
        assertThat(page.element(By.id("live")).isDisplayed()).isFalse();

        page.fill("heap", "2g");
        page.fill("orders", "1000");
        page.element(By.id("start-run")).click();
        assertThat(page.visible(By.id("error-heap")).getText())
                .isEqualTo(api.errorAbout("{\"heap\":\"2g\"}", "heap"))
                .contains("memory");
        assertThat(page.element(By.id("error-orders")).isDisplayed()).isFalse();

        page.all("#field-variants input:checked").forEach(box -> box.sendKeys(Keys.SPACE)); // untick them all
        page.element(By.id("start-run")).click();
        assertThat(page.visible(By.id("error-variants")).getText())
                .isEqualTo(api.errorAbout("{\"variants\":[]}", "variants"));
        assertThat(page.element(By.id("field-variants")).getDomAttribute("aria-invalid"))
                .isEqualTo("true");
    }

    @Test
    @Order(2)
    void aSmallRunShowsItsProgressTableAndChartsAsItGoes() throws IOException {
        page.open("/");
        firstRun = startSmallRun();
        assertThat(browser.driver.getCurrentUrl()).endsWith("/?run=" + firstRun);

        // Mid-run: every variant but the last has finished its repetitions, so each has a line in the heap chart.
        int midRun = (ALL_ROWS.size() - 1) * REPETITIONS + 1;
        browser.waitUpTo(RUN_TIMEOUT).until(d -> page.rows().size() >= midRun);
        if (page.rows().size() == midRun) {
            page.screenshotOfTheLiveRun(SCREENSHOT);
        }
        assertThat(page.progressValue(TRANSPORT)).isGreaterThanOrEqualTo(1);

        page.awaitEnd("succeeded", RUN_TIMEOUT);
        assertThat(page.rows()).hasSize(ROWS);
        for (String variant : ALL_ROWS) {
            assertThat(page.progressValue(variant))
                    .as("progress of %s", variant)
                    .isEqualTo(REPETITIONS);
            assertThat(page.repetitionStatuses(variant)).containsExactly("ok", "ok");
        }
        assertThat(page.rows().getFirst().findElements(By.tagName("td")).get(2).getText())
                .isEqualTo("ok");

        List<String> headers = new ArrayList<>(List.of("Variant", "Repetition", "Result"));
        FigurePlace.LIVE_TABLE.figures().forEach(f -> headers.add(f.label()));
        assertThat(page.all("#live-table thead th").stream().map(WebElement::getText))
                .as("the table's columns: the registry's live-table figures, served at /api/figures")
                .containsExactlyElementsOf(headers);
        assertThat(page.rows().getFirst().findElements(By.tagName("td"))).hasSameSizeAs(headers);
        List<String> charts = FigurePlace.LIVE_CHART.figures().stream()
                .map(f -> "chart-" + f.id())
                .toList();
        for (String chart : charts) {
            assertThat(page.chartCategories(chart)).containsExactlyElementsOf(ALL_ROWS);
            assertThat(page.bars(chart))
                    .hasSize(ALL_ROWS.size())
                    .allSatisfy(bar -> assertThat(bar.median())
                            .as("%s: %s", chart, bar)
                            .isPositive()
                            .isBetween(bar.min(), bar.max()));
        }
        assertThat(page.bars("chart-durationNanos"))
                .as("two repetitions never take the same nanoseconds: a spread")
                .allMatch(bar -> bar.min() < bar.max());
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> page.chartSeriesIds("chart-heap")
                        .containsAll(List.of("heap:" + TRANSPORT, "heap:naive", "heap:stream")));
        assertThat(page.chartSeriesPoints("chart-heap", "heap:naive")).isNotEmpty();

        assertThat(page.visible(By.id("live-report")).getDomAttribute("href"))
                .isEqualTo("/api/runs/" + firstRun + "/report.html");
        page.awaitListed(firstRun, "succeeded");
        assertThat(page.resourcesLoaded())
                .as("everything the page loaded came from the service (no CDN)")
                .isNotEmpty()
                .allMatch(url -> url.startsWith(base() + "/"));
    }

    @Test
    @Order(3)
    void aReloadAndASecondTabPickARunningRunUp() {
        page.open("/");
        secondRun = startSmallRun();
        browser.waitUpTo(RUN_TIMEOUT).until(d -> !page.rows().isEmpty());
        assertThat(page.liveStatus()).isNotEqualTo("succeeded");

        browser.driver.navigate().refresh();
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> secondRun.equals(page.text(By.id("live-id")))
                        && !page.rows().isEmpty());

        String firstTab = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        page.open("/"); // no run named: the page watches the run that is running
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> secondRun.equals(page.text(By.id("live-id"))));
        page.awaitEnd("succeeded", RUN_TIMEOUT);
        assertThat(page.rows()).hasSize(ROWS);
        browser.driver.close();
        browser.driver.switchTo().window(firstTab);
        page.awaitEnd("succeeded", RUN_TIMEOUT);
        assertThat(page.rows()).as("the reloaded tab saw every repetition once").hasSize(ROWS);
    }

    @Test
    @Order(4)
    void twoRunsAreComparedWithTheRulesOfCompare() {
        page.open("/");
        page.click(By.cssSelector("input[name=baseline][value='" + firstRun + "']"));
        page.click(By.cssSelector("input[name=current][value='" + secondRun + "']"));
        page.element(By.id("compare-runs")).sendKeys(Keys.ENTER);
        page.waitFor(By.cssSelector("#comparison table.comparison"));

        var expected = ServiceApi.verdictsOfCompare(RESULTS.resolve(firstRun), RESULTS.resolve(secondRun));
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
    @Order(5)
    void aQueuedAndARunningRunAreCancelled() {
        page.open("/");
        cancelledRun = startSmallRun();
        browser.waitUpTo(RUN_TIMEOUT)
                .until(d -> page.liveStatus().equals("running") && page.any(".repetition.running"));
        var notYet = api.http.get("/api/compare?baseline=" + firstRun + "&current=" + cancelledRun);
        assertThat(notYet.statusCode()).isEqualTo(400);
        assertThat(api.http.json(notYet).get("errors").get(0).get("field").asString())
                .isEqualTo("current");
        ServiceApi.QueueFilled full = api.fillTheQueue(SMALL_BODY);
        page.element(By.id("start-run")).click(); // the form as it was: one run too many
        assertThat(page.visible(By.id("form-error")).getText())
                .startsWith("429")
                .contains(full.refusal())
                .containsPattern("retry after \\d+ s");
        page.open("/?run=" + full.ids().getLast()); // last in the queue; the ones ahead leave it one by one
        for (int ahead = full.ids().size() - 1; ahead >= 0; ahead--) {
            page.awaitStatus("queued: position " + (ahead + 1) + " in the queue");
            api.cancel(full.ids().get(full.ids().size() - 1 - ahead));
        }
        page.awaitStatus("cancelled: cancelled before it started");
        List<String> again = api.fillTheQueue(SMALL_BODY).ids(); // once more, so that the list has a second page
        again.forEach(api::cancel);
        cancelledInQueue = full.ids().size() + again.size();

        queuedRun = startSmallRun(); // waits behind the running one
        page.awaitStatus("queued: position 1 in the queue");
        page.element(By.id("cancel-run")).click();
        page.awaitEnd("cancelled", RUN_TIMEOUT);
        assertThat(page.text(By.id("live-status"))).isEqualTo("cancelled: cancelled before it started");
        assertThat(page.rows()).isEmpty();
        assertThat(page.repetitionStatuses("naive")).containsExactly("not run", "not run");

        page.open("/?run=" + cancelledRun);
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.liveStatus().equals("running"));
        WebElement cancel = page.element(By.id("cancel-run"));
        cancel.sendKeys(Keys.ENTER); // the keyboard presses it
        page.awaitEnd("cancelled", RUN_TIMEOUT);
        assertThat(page.text(By.id("live-status")))
                .startsWith("cancelled: cancelled (DELETE) while running; ")
                .endsWith(page.rows().isEmpty() ? "no repetition had finished" : "are in its results (partial)");
        assertThat(cancel.isEnabled()).isFalse();
        assertThat(page.rows().size()).isLessThan(ROWS);
        assertThat(page.all(".repetition.running, .repetition.pending"))
                .as("none left running or pending")
                .isEmpty();
        assertThat(page.all(".repetition.stopped, .repetition.not-run"))
                .as("the repetitions that did not finish")
                .isNotEmpty()
                .extracting(box -> box.getDomAttribute("data-status"))
                .isSubsetOf("cancelled", "not run");
    }

    @Test
    @Order(6)
    void withoutJavaScriptTheRunListReadsPagesAndLinksTheReports() {
        try (Browser plain = Browser.start(false)) {
            WebPage list = new WebPage(plain, base());
            list.open("/");
            assertThat(list.element(By.cssSelector("#run-list caption")).getText())
                    .contains("page 1 of 2, " + (cancelledInQueue + 4) + " runs");
            List<WebElement> rows = list.all("#run-list tbody tr");
            assertThat(rows)
                    .hasSize(10)
                    .extracting(r -> r.getDomAttribute("data-run"))
                    .startsWith(queuedRun);
            assertThat(rows).extracting(r -> r.getDomAttribute("data-status")).containsOnly("cancelled");
            assertThat(list.element(By.id("run-form")).isDisplayed()).isFalse();

            list.element(By.linkText("Older runs")).click();
            assertThat(list.all("#run-list tbody tr"))
                    .extracting(r -> r.getDomAttribute("data-run"))
                    .endsWith(cancelledRun, secondRun, firstRun);
            WebElement first = list.runRow(firstRun);
            assertThat(first.getText())
                    .contains(
                            "succeeded",
                            ORDERS + " orders",
                            "process",
                            ResultsFiles.read(RESULTS.resolve(firstRun)).ranking());
            first.findElement(By.linkText("report.html")).click();
            assertThat(plain.driver.getTitle()).isEqualTo("aggregation-bench run " + firstRun);
        }
    }

    @Test
    @Order(7)
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
            HttpResponse<String> answer = api.http.get(path);
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

    @AfterEach
    void noContentSecurityPolicyViolation() {
        assertThat(browser.policyViolations())
                .as("Content Security Policy violations in the browser's console")
                .isEmpty();
    }

    private String startSmallRun() {
        return page.startSmallRun(ORDERS, REPETITIONS, VARIANTS);
    }

    private String base() {
        return "http://127.0.0.1:" + port;
    }
}
