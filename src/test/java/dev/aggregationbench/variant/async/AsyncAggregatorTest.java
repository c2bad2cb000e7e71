package dev.aggregationbench.variant.async;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class AsyncAggregatorTest {

    @Test
    void returnsAnIncompleteFutureAtOnceAndCompletesItWithTheExactStatsLater() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(50, 10, 42).withLatencyMillis(200));
                HttpOrdersClient client = TestClients.clientFor(mock);
                ExecutorService continuations = Executors.newSingleThreadExecutor()) {

            CompletableFuture<OrderStats> result = AsyncAggregator.aggregateAsync(client, continuations);

            assertThat(result)
                    .as("each page takes 200 ms, so nothing can be done yet")
                    .isNotDone();
            assertThat(result.get(30, TimeUnit.SECONDS)).isEqualTo(client.fetchExpectedStats());
        }
    }

    @Test
    void stackDepthStaysFlatEvenWhenEveryPageFutureIsAlreadyComplete() throws Exception {
        // The worst case for recursive composition: futures that are complete before a continuation is attached.
        try (OrdersMock mock = MockServers.start(3_000, 1);
                HttpOrdersClient http = TestClients.clientFor(mock);
                ExecutorService continuations = Executors.newSingleThreadExecutor()) {
            AtomicInteger pages = new AtomicInteger();
            AtomicInteger depthAtPage10 = new AtomicInteger();
            AtomicInteger maxDepth = new AtomicInteger();
            OrdersClient completesSynchronously = new OrdersClient() {
                @Override
                public OrderPage fetchPage(String cursor) {
                    return http.fetchPage(cursor);
                }

                @Override
                public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                    int depth = Thread.currentThread().getStackTrace().length;
                    int page = pages.incrementAndGet();
                    if (page == 10) {
                        depthAtPage10.set(depth);
                    }
                    if (page > 1) { // page 1 is requested from the test's own (deep) stack
                        maxDepth.accumulateAndGet(depth, Math::max);
                    }
                    return CompletableFuture.completedFuture(http.fetchPage(cursor));
                }

                @Override
                public OrderPage fetchPageBuffered(String cursor) {
                    return http.fetchPageBuffered(cursor);
                }
            };

            OrderStats stats = AsyncAggregator.aggregateAsync(completesSynchronously, continuations)
                    .get(60, TimeUnit.SECONDS);

            assertThat(stats).isEqualTo(http.fetchExpectedStats());
            assertThat(pages).hasValue(3_000);
            assertThat(maxDepth.get())
                    .as("deepest stack over pages 2..3000 vs. at page 10")
                    .isLessThanOrEqualTo(depthAtPage10.get() + 5);
        }
    }
}
