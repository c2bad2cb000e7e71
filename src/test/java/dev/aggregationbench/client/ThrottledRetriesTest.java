package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The shared client against a limited API ({@code --api-max-in-flight=1}), over real HTTP: a page answered 429
 * waits what Retry-After asks (1 s, where the policy's backoff is 1 ms), is fetched then, and is counted as a
 * {@code throttled} retry, on the blocking and the non-blocking path; 429s have a budget of their own.
 */
class ThrottledRetriesTest {

    private static final RetryPolicy FAST_BACKOFF =
            new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0, 5);

    @Test
    void aRefusedPageWaitsTheRetryAfterAndArrivesOnTheBlockingPath() throws Exception {
        try (OrdersMock mock = limitedMock();
                HttpOrdersClient client = clientFor(mock, FAST_BACKOFF);
                ExecutorService threads = Executors.newFixedThreadPool(2)) {
            Future<Timed> first =
                    threads.submit(() -> timed(() -> client.forPartition(0, 2).fetchPage(null)));
            Future<Timed> second =
                    threads.submit(() -> timed(() -> client.forPartition(1, 2).fetchPage(null)));
            Timed a = first.get();
            Timed b = second.get();

            assertThat(a.page().data()).isNotEmpty();
            assertThat(b.page().data()).isNotEmpty();
            assertThat(client.retries().byKind()).containsEntry("throttled", 1L).containsEntry("unavailable", 0L);
            assertThat(mock.throttledRequests()).isEqualTo(1);
            assertThat(Math.max(a.millis(), b.millis()))
                    .as("the refused one waited Retry-After: 1 s")
                    .isGreaterThanOrEqualTo(1_000);
        }
    }

    @Test
    void aRefusedPageWaitsTheRetryAfterAndArrivesOnTheNonBlockingPath() throws Exception {
        try (OrdersMock mock = limitedMock();
                HttpOrdersClient client = clientFor(mock, FAST_BACKOFF)) {
            long start = System.nanoTime();
            CompletableFuture<OrderPage> a = client.forPartition(0, 2).fetchPageAsync(null);
            CompletableFuture<OrderPage> b = client.forPartition(1, 2).fetchPageAsync(null);
            CompletableFuture.allOf(a, b).join();
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(a.join().data()).isNotEmpty();
            assertThat(b.join().data()).isNotEmpty();
            assertThat(client.retries().byKind()).containsEntry("throttled", 1L);
            assertThat(millis).as("the refused one waited Retry-After: 1 s").isGreaterThanOrEqualTo(1_000);
        }
    }

    @Test
    void withoutBudgetFor429sARefusedPageFailsNamingTheStatus() throws Exception {
        RetryPolicy no429Retries = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0, 1);
        try (OrdersMock mock = limitedMock();
                HttpOrdersClient client = clientFor(mock, no429Retries)) {
            CompletableFuture<OrderPage> a = client.forPartition(0, 2).fetchPageAsync(null);
            CompletableFuture<OrderPage> b = client.forPartition(1, 2).fetchPageAsync(null);
            CompletableFuture<Void> both = CompletableFuture.allOf(a, b);
            assertThatThrownBy(both::join).rootCause().hasMessageContaining("HTTP 429");
            assertThat(client.retries().total()).isZero();
        }
    }

    @Test
    void retryAfterIsWholeSecondsOrAnHttpDateAndAnythingElseIsNoAnswer() {
        Instant now = Instant.parse("2026-11-26T15:00:00Z");
        assertThat(RetryAfter.parse(Optional.of("2"), now)).contains(Duration.ofSeconds(2));
        assertThat(RetryAfter.parse(Optional.of("Thu, 26 Nov 2026 15:00:03 GMT"), now))
                .contains(Duration.ofSeconds(3));
        assertThat(RetryAfter.parse(Optional.of("Thu, 26 Nov 2026 14:00:00 GMT"), now))
                .contains(Duration.ZERO);
        assertThat(RetryAfter.parse(Optional.of("-1"), now)).isEmpty();
        assertThat(RetryAfter.parse(Optional.of("0.5"), now)).isEmpty();
        assertThat(RetryAfter.parse(Optional.of("99999999999999999999999"), now))
                .isEmpty();
        assertThat(RetryAfter.parse(Optional.empty(), now)).isEmpty();
        assertThat(RetryPolicy.DEFAULT.waitAfterThrottled(1, Duration.ofHours(1)))
                .isEqualTo(RetryPolicy.MAX_RETRY_AFTER);
        assertThat(RetryPolicy.DEFAULT.waitAfterThrottled(1, null)).isEqualTo(RetryPolicy.DEFAULT.backoffAfter(1));
    }

    /** One page per partition, each held 400 ms: with both sent at once, the second is refused. */
    private static OrdersMock limitedMock() {
        return OrdersMock.start(
                MockSettings.of(20, 10, 42).withLatencyMillis(400).withApiMaxInFlight(1));
    }

    private static HttpOrdersClient clientFor(OrdersMock mock, RetryPolicy policy) {
        return new HttpOrdersClient(
                ClientSettings.of(mock.baseUri()).withPageSize(10).withRetryPolicy(policy));
    }

    private record Timed(OrderPage page, long millis) {}

    private static Timed timed(java.util.function.Supplier<OrderPage> fetch) {
        long start = System.nanoTime();
        OrderPage page = fetch.get();
        return new Timed(page, (System.nanoTime() - start) / 1_000_000);
    }
}
