package dev.aggregationbench.web;

import static dev.aggregationbench.workerdoc.WorkerResult.TRANSPORT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import dev.aggregationbench.support.ServiceProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A run the service stops in the middle of (the real engine in process isolation) is shown {@code interrupted} with
 * its reason, not failed. Shut down (the whole service, in this JVM): live, as the service sends the run's end
 * before it goes, and after a new service on the same results directory and port came up and the page was
 * reloaded (the events are gone; the repetition boxes then come from the run's partial results.json). Killed (a
 * service JVM of its own, SIGKILL): nothing sends the end; once a new service answers on the same port, the page,
 * not reloaded, gets it through the event stream the browser reopens by itself.
 */
@IntegrationTest
class InterruptedRunInBrowserTest {

    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(4);
    private static final String SHUT_DOWN = "interrupted: the service shut down while this run was running";
    private static final String KILLED =
            "interrupted: the service stopped while this run was running (noticed at " + "the next start)";

    @Test
    void aRunStoppedByAServiceShutdownShowsInterruptedLiveAndAfterTheRestart() {
        Path results = RealRuns.workDir("web-interrupted-runs-");
        try (Browser browser = Browser.start(true)) {
            String run;
            int port;
            WebPage page;
            try (ConfigurableApplicationContext first = start(results, 0)) {
                port = ((WebServerApplicationContext) first).getWebServer().getPort();
                page = new WebPage(browser, "http://127.0.0.1:" + port);
                page.open("/");
                run = page.startSmallRun("4000", 2, List.of("naive"));
                browser.waitUpTo(RUN_TIMEOUT).until(d -> !page.rows().isEmpty() && page.any(".repetition.running"));
            } // closed mid-run: the service interrupts the run and sends its end before its web server stops
            page.awaitEnd("interrupted", Duration.ofSeconds(90));
            assertThat(page.text(By.id("live-status")))
                    .startsWith(SHUT_DOWN)
                    .endsWith("; the repetitions that finished are in its results (partial)");
            assertThat(page.all(".repetition.running, .repetition.pending")).isEmpty();
            assertThat(page.all(".repetition.stopped"))
                    .singleElement()
                    .satisfies(box ->
                            assertThat(box.getDomAttribute("data-status")).isEqualTo("interrupted"));
            List<String> transport = page.repetitionStatuses(TRANSPORT);
            List<String> naive = page.repetitionStatuses("naive");

            try (ConfigurableApplicationContext second = start(results, port)) {
                browser.driver.navigate().refresh();
                browser.waitUpTo(Duration.ofSeconds(30))
                        .until(d -> page.text(By.id("live-status")).startsWith(SHUT_DOWN));
                assertThat(page.liveStatus()).isEqualTo("interrupted");
                assertThat(page.text(By.id("live-id"))).isEqualTo(run);
                // What finished before the shutdown is in the partial results; what did not finish is not (the
                // repetition stopped mid-way only if its document was already complete).
                sameAsBefore(transport, page.repetitionStatuses(TRANSPORT));
                sameAsBefore(naive, page.repetitionStatuses("naive"));
                assertThat(page.visible(By.id("live-report")).getDomAttribute("href"))
                        .isEqualTo("/api/runs/" + run + "/report.html");
            }
        }
    }

    @Test
    void aRunWhoseServiceWasKilledShowsInterruptedOnceANewServiceAnswersWithoutAReload() throws Exception {
        Path results = RealRuns.workDir("web-killed-runs-");
        try (Browser browser = Browser.start(true)) {
            ServiceProcess first = ServiceProcess.start(results, 0, "first", RUN_TIMEOUT);
            WebPage page = new WebPage(browser, "http://127.0.0.1:" + first.port());
            try {
                page.open("/");
                page.startSmallRun("4000", 2, List.of("naive"));
                browser.waitUpTo(RUN_TIMEOUT).until(d -> !page.rows().isEmpty() && page.any(".repetition.running"));
            } finally {
                first.kill();
            }
            assertThat(page.liveStatus()).as("nothing could send the run's end").isEqualTo("running");

            try (ServiceProcess second = ServiceProcess.start(results, first.port(), "second", RUN_TIMEOUT)) {
                page.awaitEnd("interrupted", Duration.ofSeconds(60)); // no reload
                assertThat(page.text(By.id("live-status"))).startsWith(KILLED);
                assertThat(page.all(".repetition.running, .repetition.pending")).isEmpty();
                assertThat(page.all(".repetition.stopped"))
                        .singleElement()
                        .satisfies(box ->
                                assertThat(box.getDomAttribute("data-status")).isEqualTo("interrupted"));
            }
        }
    }

    private static void sameAsBefore(List<String> live, List<String> afterRestart) {
        assertThat(afterRestart).as("after the restart, boxes once %s", live).hasSameSizeAs(live);
        for (int i = 0; i < live.size(); i++) {
            switch (live.get(i)) {
                case "interrupted" -> assertThat(afterRestart.get(i)).isIn("not in results", "ok");
                case "not run" -> assertThat(afterRestart.get(i)).isEqualTo("not in results");
                default -> assertThat(afterRestart.get(i)).isEqualTo(live.get(i));
            }
        }
    }

    private static ConfigurableApplicationContext start(Path results, int port) {
        return new SpringApplicationBuilder(AggregationBenchApplication.class)
                .run("--server.port=" + port, "--aggbench.results-dir=" + results, "--spring.main.banner-mode=off");
    }
}
