package dev.aggregationbench.web;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.IntegrationTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static dev.aggregationbench.measurement.WorkerResult.TRANSPORT;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web page at {@code /} in a real browser (headless Chromium through chromedriver), against the whole service
 * on a random port with the real engine running small runs in process isolation: the form built from the OpenAPI
 * document refuses a bad value next to its field; a run started from the form shows its progress, its table and
 * its charts as it goes; a reload and a second tab pick a running run up; two runs are compared with the
 * {@code compare} rules; a queued and a running run are cancelled; and without JavaScript the run list still reads
 * and links the reports.
 * The tests run in order and share the runs they start (each run forks a few JVMs, so they are few).
 */
@IntegrationTest
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebPageInBrowserTest {

    private static final Path RESULTS = tempDir();
    /** Where the mid-run screenshot goes: -Dweb.screenshot=docs/images/web-page.png, else only under target/. */
    private static final Path SCREENSHOT = Path.of(System.getProperty("web.screenshot", "target/web-page-mid-run.png"));
    private static final String ORDERS = System.getProperty("web.orders", "4000");
    private static final List<String> VARIANTS = List.of("naive", "stream");
    private static final int REPETITIONS = 2;
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(6);
    private static final Set<String> VERDICTS = Set.of("regression", "improvement", "within-noise", "not-comparable");

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static Browser browser;
    private static String firstRun;
    private static String secondRun;
    private static String cancelledRun;
    private static String queuedRun;

    @LocalServerPort
    int port;
    private WebPage page;

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

    @Test
    @Order(0)
    void everyApiPathThePageUsesIsInTheOpenApiDocument() throws Exception {
        JsonNode paths = JSON.readTree(get("/v3/api-docs")).get("paths");
        List<Pattern> documented = paths.propertyNames().stream()
                .map(p -> Pattern.compile(Pattern.quote(p).replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q"))).toList();
        Pattern used = Pattern.compile("[`'](/api/[^`'?]*)");
        Set<String> called = new java.util.TreeSet<>();
        for (String script : List.of("form.js", "live.js", "runs.js", "app.js")) {
            Matcher m = used.matcher(get("/web/" + script));
            while (m.find()) {
                called.add(m.group(1).replaceAll("\\$\\{[^}]+}", "x"));
            }
        }
        assertThat(called).contains("/api/runs", "/api/runs/x/events", "/api/compare", "/api/runs/x/report.html")
                .allSatisfy(path -> assertThat(documented).as("a documented path for %s", path)
                        .anyMatch(p -> p.matcher(path).matches()));
    }

    @Test
    @Order(1)
    void theFormComesFromTheSchemaAndABadValueIsNamedNextToItsField() throws Exception {
        open("/");
        WebElement orders = page.waitFor(By.id("field-orders"));
        assertThat(orders.getDomProperty("value")).isEqualTo("500000");
        assertThat(orders.getDomAttribute("min")).isEqualTo("1");
        assertThat(orders.getDomAttribute("max")).isEqualTo("100000000");
        assertThat(page.text(By.id("hint-orders"))).contains("default 500000", "range 1 to 100,000,000");
        assertThat(browser.driver.findElements(By.cssSelector("#field-variants input[type=checkbox]:checked")))
                .hasSize(6);

        orders.clear();
        orders.sendKeys("0", Keys.ENTER); // the keyboard submits the form
        WebElement error = browser.waitUpTo(Duration.ofSeconds(20))
                .until(ExpectedConditions.visibilityOfElementLocated(By.id("error-orders")));
        assertThat(error.getText()).isEqualTo(apiError("{\"orders\":0}", "orders")).contains("100000000");
        assertThat(orders.getDomAttribute("aria-invalid")).isEqualTo("true");
        assertThat(orders.getDomAttribute("aria-describedby")).contains("error-orders");
        assertThat(browser.driver.switchTo().activeElement().getDomAttribute("id")).isEqualTo("field-orders");
        assertThat(browser.driver.findElements(By.cssSelector("#live-table tbody tr"))).isEmpty();
        assertThat(browser.driver.findElement(By.id("live")).isDisplayed()).isFalse();

        browser.driver.findElement(By.id("field-heap")).clear();
        browser.driver.findElement(By.id("field-heap")).sendKeys("2g");
        orders.clear();
        orders.sendKeys("1000");
        browser.driver.findElement(By.id("start-run")).click();
        assertThat(browser.waitUpTo(Duration.ofSeconds(20)).until(ExpectedConditions
                .visibilityOfElementLocated(By.id("error-heap"))).getText())
                .isEqualTo(apiError("{\"heap\":\"2g\"}", "heap")).contains("memory");
        assertThat(browser.driver.findElement(By.id("error-orders")).isDisplayed()).isFalse();
    }

    @Test
    @Order(2)
    void aSmallRunShowsItsProgressTableAndChartsAsItGoes() throws IOException {
        open("/");
        firstRun = startSmallRun();
        assertThat(browser.driver.getCurrentUrl()).endsWith("/?run=" + firstRun);
        assertThat(page.text(By.id("live-id"))).isEqualTo(firstRun);

        // Mid-run: every variant but the last has finished its repetitions, so each has a line in the heap chart.
        int midRun = VARIANTS.size() * REPETITIONS + 1;
        browser.waitUpTo(RUN_TIMEOUT).until(d -> page.rows().size() >= midRun);
        if (page.rows().size() == midRun) {
            Files.createDirectories(SCREENSHOT.toAbsolutePath().getParent());
            browser.script("document.getElementById('live').scrollIntoView()");
            Files.copy(browser.driver.getScreenshotAs(OutputType.FILE).toPath(), SCREENSHOT,
                    StandardCopyOption.REPLACE_EXISTING);
        }
        assertThat(page.progressValue(TRANSPORT)).isGreaterThanOrEqualTo(1);

        awaitEnd("succeeded");
        int expectedRows = (VARIANTS.size() + 1) * REPETITIONS;
        assertThat(page.rows()).hasSize(expectedRows);
        for (String variant : List.of(TRANSPORT, "naive", "stream")) {
            assertThat(page.progressValue(variant)).as("progress of %s", variant).isEqualTo(REPETITIONS);
            assertThat(browser.driver.findElements(By.cssSelector(
                    "[data-variant='" + variant + "'] .repetition.ok"))).hasSize(REPETITIONS);
        }
        assertThat(page.rows().getFirst().findElements(By.tagName("td")).get(2).getText()).isEqualTo("ok");

        List<?> durations = page.chartSeriesData("chart-duration", 0);
        assertThat(durations).hasSize(3).allSatisfy(v -> assertThat(((Number) v).doubleValue()).isPositive());
        assertThat(page.chartCategories("chart-duration")).containsExactly(TRANSPORT, "naive", "stream");
        assertThat(page.chartSeriesData("chart-allocation", 0)).hasSize(3)
                .allSatisfy(v -> assertThat(((Number) v).doubleValue()).isPositive());
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.chartSeriesIds("chart-heap")
                .containsAll(List.of("heap:" + TRANSPORT, "heap:naive", "heap:stream")));
        assertThat(page.chartSeriesData("chart-heap", page.chartSeriesIds("chart-heap").indexOf("heap:naive"))).isNotEmpty();

        WebElement report = browser.driver.findElement(By.id("live-report"));
        assertThat(report.getDomAttribute("href")).isEqualTo("/api/runs/" + firstRun + "/report.html");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> page.runRow(firstRun) != null
                && "succeeded".equals(page.runRow(firstRun).getDomAttribute("data-status")));
    }

    @Test
    @Order(3)
    void aReloadAndASecondTabPickARunningRunUp() {
        open("/");
        secondRun = startSmallRun();
        browser.waitUpTo(RUN_TIMEOUT).until(d -> !page.rows().isEmpty());
        assertThat(page.liveStatus()).isNotEqualTo("succeeded");

        browser.driver.navigate().refresh();
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> secondRun.equals(page.text(By.id("live-id")))
                && !page.rows().isEmpty());

        String firstTab = browser.driver.getWindowHandle();
        browser.driver.switchTo().newWindow(WindowType.TAB);
        open("/"); // no run named: the page watches the run that is running
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> secondRun.equals(page.text(By.id("live-id"))));
        awaitEnd("succeeded");
        assertThat(page.rows()).hasSize((VARIANTS.size() + 1) * REPETITIONS);
        browser.driver.close();
        browser.driver.switchTo().window(firstTab);
        awaitEnd("succeeded");
        assertThat(page.rows()).as("the reloaded tab saw every repetition once").hasSize((VARIANTS.size() + 1) * REPETITIONS);
    }

    @Test
    @Order(4)
    void twoRunsAreComparedWithTheRulesOfCompare() {
        open("/");
        page.click(By.cssSelector("input[name=baseline][value='" + firstRun + "']"));
        page.click(By.cssSelector("input[name=current][value='" + secondRun + "']"));
        browser.driver.findElement(By.id("compare-runs")).sendKeys(Keys.ENTER);
        browser.waitUpTo(Duration.ofSeconds(30)).until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#comparison table.comparison")));

        var baseline = ResultsFiles.read(RESULTS.resolve(firstRun));
        var current = ResultsFiles.read(RESULTS.resolve(secondRun));
        Map<String, String> expected = RunComparison.changes(baseline, current).stream().collect(Collectors.toMap(
                c -> c.variant() + "/" + c.figure().id(),
                c -> c.verdict().name().toLowerCase(Locale.ROOT).replace('_', '-')));
        Map<String, String> shown = browser.driver.findElements(By.cssSelector("#comparison td[data-verdict]"))
                .stream().collect(Collectors.toMap(
                        td -> td.findElement(By.xpath("..")).getDomAttribute("data-variant") + "/"
                                + td.getDomAttribute("data-figure"),
                        td -> td.getDomAttribute("data-verdict")));
        assertThat(shown).isEqualTo(expected).isNotEmpty();
        assertThat(shown.values()).allMatch(VERDICTS::contains);
        assertThat(page.text(By.cssSelector("#comparison .verdicts"))).contains("outside the noise");

        open("/?run=20000101-000000-000000"); // well-formed, unknown
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> page.text(By.id("live-status")).startsWith("cannot show"));
        assertThat(page.text(By.id("live-status"))).contains("no run with id");
    }

    @Test
    @Order(5)
    void aQueuedAndARunningRunAreCancelled() throws Exception {
        open("/");
        cancelledRun = startSmallRun();
        browser.waitUpTo(RUN_TIMEOUT).until(d -> page.liveStatus().equals("running"));
        HttpResponse<String> notYet = send("/api/compare?baseline=" + firstRun + "&current=" + cancelledRun);
        assertThat(notYet.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(notYet.body()).get("errors").get(0).get("field").asString()).isEqualTo("current");

        queuedRun = startSmallRun(); // waits behind the running one
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.liveStatus().equals("queued"));
        assertThat(page.text(By.id("live-status"))).isEqualTo("queued: position 1 in the queue");
        browser.driver.findElement(By.id("cancel-run")).click();
        awaitEnd("cancelled");
        assertThat(page.text(By.id("live-status"))).isEqualTo("cancelled: cancelled before it started");
        assertThat(page.rows()).isEmpty();

        open("/?run=" + cancelledRun);
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.liveStatus().equals("running"));
        WebElement cancel = browser.driver.findElement(By.id("cancel-run"));
        cancel.sendKeys(Keys.ENTER); // the keyboard presses it
        awaitEnd("cancelled");
        assertThat(page.text(By.id("live-status"))).startsWith("cancelled");
        assertThat(cancel.isEnabled()).isFalse();
        assertThat(page.rows().size()).isLessThan((VARIANTS.size() + 1) * REPETITIONS);
    }

    @Test
    @Order(6)
    void withoutJavaScriptTheRunListReadsAndLinksTheReports() {
        try (Browser plain = Browser.start(false)) {
            plain.driver.get(base() + "/");
            List<WebElement> rows = plain.driver.findElements(By.cssSelector("#run-list tbody tr"));
            assertThat(rows).extracting(r -> r.getDomAttribute("data-run"))
                    .containsExactly(queuedRun, cancelledRun, secondRun, firstRun);
            assertThat(rows).extracting(r -> r.getDomAttribute("data-status"))
                    .containsExactly("cancelled", "cancelled", "succeeded", "succeeded");
            WebElement first = rows.get(3);
            assertThat(first.getText()).contains(ORDERS + " orders", "process",
                    ResultsFiles.read(RESULTS.resolve(firstRun)).ranking());
            assertThat(plain.driver.findElement(By.id("run-form")).isDisplayed()).isFalse();
            first.findElement(By.linkText("report.html")).click();
            assertThat(plain.driver.getTitle()).isEqualTo("aggregation-bench run " + firstRun);
        }
    }

    /** What the service itself answers about {@code field} for this body (the page must show the same). */
    private String apiError(String body, String field) throws Exception {
        HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create(base() + "/api/runs"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(400);
        for (JsonNode error : JSON.readTree(answer.body()).get("errors")) {
            if (error.get("field").asString().equals(field)) {
                return error.get("message").asString();
            }
        }
        throw new AssertionError("no error about " + field + " in " + answer.body());
    }

    private String get(String path) throws Exception {
        HttpResponse<String> answer = send(path);
        assertThat(answer.statusCode()).as("GET %s", path).isEqualTo(200);
        return answer.body();
    }

    private HttpResponse<String> send(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private String startSmallRun() {
        return page.startSmallRun(ORDERS, REPETITIONS, VARIANTS);
    }

    private void awaitEnd(String status) {
        page.awaitEnd(status, RUN_TIMEOUT);
    }

    @BeforeEach
    void readThePage() {
        page = new WebPage(browser, base());
    }

    private void open(String path) {
        page.open(path);
    }

    private String base() {
        return "http://127.0.0.1:" + port;
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("web-page-runs-");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
