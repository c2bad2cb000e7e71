package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.HttpApi.SseEvent;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The web page's runs in a real browser (headless Chromium) against the whole service on a random port with the
 * real engine: a queued and a running run are cancelled from the page (a full queue's 429 shown under the form, a
 * queued run told its place as the runs ahead leave), and without JavaScript the run list still reads, pages and
 * links the reports. Two runs that succeeded come first, started over the API (the page's own run: {@link
 * WebPageInBrowserTest}); the tests run in order and share the runs they start.
 */
@IntegrationTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunListInBrowserTest extends ServiceOnRandomPort {

    /** A run of the small runs' size that ends ok, started over the API: naive, one JVM. */
    private static final String SUCCEEDING_BODY = "{\"orders\":" + SmallRuns.ORDERS
            + ",\"pageSize\":500,\"variants\":[\"naive\"],\"repetitions\":1,\"warmup\":0,"
            + "\"isolation\":\"process\"}";

    private static final String SMALL_BODY = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}";

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    private static String firstRun;
    private static String secondRun;
    private static String cancelledRun;
    private static String queuedRun;
    /** Runs queued through the API and cancelled at once: the list then has a second page (10 runs a page). */
    private static int cancelledInQueue;

    private Browser browser;
    private WebPage page;
    private ServiceApi service;

    @BeforeEach
    void twoRunsSucceededAndThePageIsRead() throws Exception {
        browser = chromium.get();
        page = new WebPage(browser, base());
        service = new ServiceApi(api);
        if (firstRun == null) {
            firstRun = succeededRun();
            secondRun = succeededRun();
        }
    }

    @Test
    @Order(1)
    void aQueuedAndARunningRunAreCancelled() {
        page.open("/");
        cancelledRun = SmallRuns.start(page);
        browser.waitUpTo(SmallRuns.TIMEOUT)
                .until(d -> page.liveStatus().equals("running") && page.any(".repetition.running"));
        var notYet = api.get("/api/compare?baseline=" + firstRun + "&current=" + cancelledRun);
        assertThat(notYet.statusCode()).isEqualTo(400);
        assertThat(api.json(notYet).get("errors").get(0).get("field").asString())
                .isEqualTo("current");
        ServiceApi.QueueFilled full = service.fillTheQueue(SMALL_BODY);
        page.element(By.id("start-run")).click(); // the form as it was: one run too many
        assertThat(page.visible(By.id("form-error")).getText())
                .startsWith("429")
                .contains(full.refusal())
                .containsPattern("retry after \\d+ s");
        page.open("/?run=" + full.ids().getLast()); // last in the queue; the ones ahead leave it one by one
        for (int ahead = full.ids().size() - 1; ahead >= 0; ahead--) {
            page.awaitStatus("queued: position " + (ahead + 1) + " in the queue");
            service.cancel(full.ids().get(full.ids().size() - 1 - ahead));
        }
        page.awaitStatus("cancelled: cancelled before it started");
        List<String> again = service.fillTheQueue(SMALL_BODY).ids(); // once more, so that the list has a second page
        again.forEach(service::cancel);
        cancelledInQueue = full.ids().size() + again.size();

        queuedRun = SmallRuns.start(page); // waits behind the running one
        page.awaitStatus("queued: position 1 in the queue");
        page.element(By.id("cancel-run")).click();
        page.awaitEnd("cancelled", SmallRuns.TIMEOUT);
        assertThat(page.text(By.id("live-status"))).isEqualTo("cancelled: cancelled before it started");
        assertThat(page.rows()).isEmpty();
        assertThat(page.repetitionStatuses("naive")).containsExactly("not run", "not run");

        page.open("/?run=" + cancelledRun);
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> page.liveStatus().equals("running"));
        WebElement cancel = page.element(By.id("cancel-run"));
        cancel.sendKeys(Keys.ENTER); // the keyboard presses it
        page.awaitEnd("cancelled", SmallRuns.TIMEOUT);
        assertThat(page.text(By.id("live-status")))
                .startsWith("cancelled: cancelled (DELETE) while running; ")
                .endsWith(page.rows().isEmpty() ? "no repetition had finished" : "are in its results (partial)");
        assertThat(cancel.isEnabled()).isFalse();
        assertThat(page.rows().size()).isLessThan(SmallRuns.ROWS);
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
    @Order(2)
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
                            SmallRuns.ORDERS + " orders",
                            "process",
                            ResultsFiles.read(results().resolve(firstRun)).ranking());
            first.findElement(By.linkText("report.html")).click();
            assertThat(plain.driver.getTitle()).isEqualTo("aggregation-bench run " + firstRun);
        }
    }

    /** Starts a run over the API and follows it to its end, which must be run-finished; returns its id. */
    private String succeededRun() throws Exception {
        HttpResponse<String> accepted = api.post("/api/runs", SUCCEEDING_BODY);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String id = api.json(accepted).get("id").asString();
        List<SseEvent> events = api.followEvents("/api/runs/" + id + "/events", SmallRuns.TIMEOUT);
        assertThat(events.getLast().name())
                .as("final event: %s", events.getLast().data())
                .isEqualTo("run-finished");
        return id;
    }
}
