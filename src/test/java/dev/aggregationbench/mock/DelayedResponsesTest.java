package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Delayed pages do not hold a thread each: WireMock's asynchronous responses wait on a scheduled executor. Checked
 * over real HTTP with hundreds of requests in flight at once; asserted on how many requests the mock held at once
 * (received and not yet answered) and on the threads alive meanwhile, not on time.
 */
@IntegrationTest
class DelayedResponsesTest {

    private static final int REQUESTS = 500;
    private static final int LATENCY_MILLIS = 1_000;
    /** WireMock's default container (Jetty) threads: with a thread per waiting request, no more could wait. */
    private static final int CONTAINER_THREADS = 25;

    @Test
    void hundredsOfDelayedPagesWaitTogetherOnAFewThreads() throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        ExecutorService clientThreads = Executors.newFixedThreadPool(2);
        try (OrdersMock mock =
                        OrdersMock.start(MockSettings.of(REQUESTS * 10L, 10, 42).withLatencyMillis(LATENCY_MILLIS));
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .executor(clientThreads)
                        .build()) {
            URI first = URI.create(mock.baseUri() + "/orders?partition=0&partitions=" + REQUESTS);
            assertThat(http.send(HttpRequest.newBuilder(first).build(), HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .isEqualTo(200);
            int threadsBefore = threads.getThreadCount();
            long requestsBefore = mock.pageRequests();
            threads.resetPeakThreadCount();
            AtomicLong answered = new AtomicLong();
            AtomicLong peakWaiting = new AtomicLong();

            List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < REQUESTS; i++) {
                URI uri = URI.create(mock.baseUri() + "/orders?partition=" + i + "&partitions=" + REQUESTS);
                answers.add(http.sendAsync(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString())
                        .whenComplete((response, failure) -> {
                            long received = mock.pageRequests() - requestsBefore;
                            long waiting = received - answered.incrementAndGet() + 1;
                            peakWaiting.accumulateAndGet(waiting, Math::max);
                        }));
            }
            CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);

            for (CompletableFuture<HttpResponse<String>> answer : answers) {
                assertThat(answer.get().statusCode()).isEqualTo(200);
            }
            // With a thread per waiting request, at most CONTAINER_THREADS requests could have been received and not
            // yet answered at any time; here hundreds wait together (as many as the client gets out in one latency).
            assertThat(peakWaiting.get())
                    .as("requests received by the mock and not yet answered, at the peak")
                    .isGreaterThan(4L * CONTAINER_THREADS);
            int extraThreads = threads.getPeakThreadCount() - threadsBefore;
            assertThat(extraThreads)
                    .as("threads started while %d requests waited", REQUESTS)
                    .isLessThan(40);
        } finally {
            clientThreads.shutdownNow();
        }
    }
}
