package dev.aggregationbench.client.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * ThrottledRetriesTest on the spring client, over real HTTP: against an API that admits one request at once, the
 * refused page waits what its Retry-After asks (1 s, where the policy's backoff is 1 ms), on RestClient's blocking
 * path and WebClient's non-blocking one, and is counted as a {@code throttled} retry. The header reaches the shared
 * retries from either library's headers.
 */
class SpringClientThrottledTest {

    private static final RetryPolicy FAST_BACKOFF =
            new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0, 5);

    @Test
    void aRefusedPageWaitsTheRetryAfterOnRestClient() throws Exception {
        RetryCounts retries = new RetryCounts();
        try (OrdersMock mock = limitedMock();
                SpringOrdersClient client = clientFor(mock, retries);
                ExecutorService threads = Executors.newFixedThreadPool(2)) {
            long start = System.nanoTime();
            Future<OrderPage> a = threads.submit(() -> client.forPartition(0, 2).fetchPage(null));
            Future<OrderPage> b = threads.submit(() -> client.forPartition(1, 2).fetchPage(null));
            assertThat(a.get().data()).isNotEmpty();
            assertThat(b.get().data()).isNotEmpty();
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(retries.byKind()).containsEntry("throttled", 1L).containsEntry("unavailable", 0L);
            assertThat(mock.throttledRequests()).isEqualTo(1);
            assertThat(millis).as("the refused one waited Retry-After: 1 s").isGreaterThanOrEqualTo(1_000);
        }
    }

    @Test
    void aRefusedPageWaitsTheRetryAfterOnWebClient() {
        RetryCounts retries = new RetryCounts();
        try (OrdersMock mock = limitedMock();
                SpringOrdersClient client = clientFor(mock, retries)) {
            long start = System.nanoTime();
            CompletableFuture<OrderPage> a = client.forPartition(0, 2).fetchPageAsync(null);
            CompletableFuture<OrderPage> b = client.forPartition(1, 2).fetchPageAsync(null);
            CompletableFuture.allOf(a, b).join();
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(a.join().data()).isNotEmpty();
            assertThat(b.join().data()).isNotEmpty();
            assertThat(retries.byKind()).containsEntry("throttled", 1L).containsEntry("unavailable", 0L);
            assertThat(millis).as("the refused one waited Retry-After: 1 s").isGreaterThanOrEqualTo(1_000);
        }
    }

    /** One page per partition, each held 400 ms: with both sent at once, the second is refused. */
    private static OrdersMock limitedMock() {
        return OrdersMock.start(
                MockSettings.of(20, 10, 42).withLatencyMillis(400).withApiMaxInFlight(1));
    }

    private static SpringOrdersClient clientFor(OrdersMock mock, RetryCounts retries) {
        return new SpringOrdersClient(
                ClientSettings.of(mock.baseUri()).withPageSize(10).withRetryPolicy(FAST_BACKOFF), retries);
    }
}
