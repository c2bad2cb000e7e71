package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.async.AsyncAggregator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pitfall (docs/variants/04-async.md): "fetch the next page when this one is done" written as a recursive
 * {@code thenCompose}. When a page's future is already complete as the continuation is attached (a cached page, a
 * fast response, a synchronous client), {@code thenCompose} runs the continuation at once, on the same stack, and
 * the next level does the same: one set of stack frames per page, until {@link StackOverflowError}.
 * {@link AsyncAggregator} schedules each continuation on an executor instead, and completes under the same
 * conditions: the same 2,000 pages (fetched once over real HTTP from the mock, then handed out as already-complete
 * futures, as a cache would), on threads with the smallest stack the JVM allows. The small stack makes the outcome
 * independent of how much of CompletableFuture the JIT has compiled (compiled frames are smaller than interpreted
 * ones), so the recursion overflows in a cold and in a warm JVM alike.
 */
class RecursiveThenComposeStackOverflowTest {

    /** Asks for a 64 KiB stack; the JVM rounds it up to its minimum (some 100s of KiB minus guard zones). */
    private static final long STACK_BYTES = 64 * 1024;
    private static final int PAGES = 2_000;

    private static OrdersMock mock;
    private static HttpOrdersClient http;
    private static Map<String, OrderPage> pagesByCursor;

    @BeforeAll
    static void fetchEveryPageOnce() {
        mock = MockServers.start(PAGES, 1); // one order per page: as many pages as possible for few bytes
        http = TestClients.clientFor(mock);
        pagesByCursor = new HashMap<>();
        String cursor = null;
        OrderPage page;
        do {
            page = http.fetchPage(cursor);
            pagesByCursor.put(cursor, page);
            cursor = page.nextCursor();
        } while (page.hasMore());
        assertThat(pagesByCursor).hasSize(PAGES);
    }

    @AfterAll
    static void stopMock() {
        http.close();
        mock.close();
    }

    /** The naive recursion: each level composes the next page's future onto this page's. */
    static CompletableFuture<OrderStatsAccumulator> recurse(OrdersClient client, String cursor,
                                                            OrderStatsAccumulator stats) {
        return client.fetchPageAsync(cursor).thenCompose(page -> {
            stats.addAll(page.data());
            return page.hasMore()
                    ? recurse(client, page.nextCursor(), stats)
                    : CompletableFuture.completedFuture(stats);
        });
    }

    @Test
    void recursiveThenComposeOverAlreadyCompletedPageFuturesDiesOfStackOverflowBeforeTheLastPage() throws Exception {
        AlreadyCompleted client = new AlreadyCompleted(http, pagesByCursor);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<OrderStatsAccumulator> result = new AtomicReference<>();

        Thread thread = new Thread(null, () -> {
            try {
                result.set(recurse(client, null, new OrderStatsAccumulator()).join());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "recursive-thenCompose", STACK_BYTES);
        thread.start();
        thread.join(TimeUnit.SECONDS.toMillis(60));

        assertThat(thread.isAlive()).as("the recursive chain finished within 60 s").isFalse();
        assertThat(result.get()).as("statistics returned by the recursive chain").isNull();
        assertThat(failure.get()).as("failure of the recursive chain").isNotNull()
                .satisfies(t -> assertThat(causes(t)).anyMatch(StackOverflowError.class::isInstance));
        assertThat(client.pagesFetched()).as("pages fetched before the stack ran out").isLessThan(PAGES);
    }

    @Test
    void asyncAggregatorCompletesAllPagesUnderTheSameConditions() throws Exception {
        AlreadyCompleted client = new AlreadyCompleted(http, pagesByCursor);
        ThreadFactory smallStacks = r -> new Thread(null, r, "small-stack-continuations", STACK_BYTES);
        try (ExecutorService continuations = Executors.newSingleThreadExecutor(smallStacks)) {
            AtomicReference<CompletableFuture<OrderStats>> started = new AtomicReference<>();
            Thread caller = new Thread(null, () -> started.set(AsyncAggregator.aggregateAsync(client, continuations)),
                    "small-stack-caller", STACK_BYTES);
            caller.start();
            caller.join();

            OrderStats stats = started.get().get(60, TimeUnit.SECONDS);

            assertThat(stats).isEqualTo(http.fetchExpectedStats());
            assertThat(client.pagesFetched()).isEqualTo(PAGES);
        }
    }

    private static java.util.List<Throwable> causes(Throwable t) {
        java.util.List<Throwable> chain = new java.util.ArrayList<>();
        for (Throwable c = t; c != null && !chain.contains(c); c = c.getCause()) {
            chain.add(c);
        }
        return chain;
    }

    /**
     * Hands out the pages fetched from the mock as futures that are complete before anyone composes on them, as a
     * cache in front of the real client would; the blocking methods go to the real client.
     */
    static final class AlreadyCompleted implements OrdersClient {
        private final OrdersClient delegate;
        private final Map<String, OrderPage> pagesByCursor;
        private final AtomicInteger pages = new AtomicInteger();

        AlreadyCompleted(OrdersClient delegate, Map<String, OrderPage> pagesByCursor) {
            this.delegate = delegate;
            this.pagesByCursor = pagesByCursor;
        }

        int pagesFetched() {
            return pages.get();
        }

        @Override
        public OrderPage fetchPage(String cursor) {
            return delegate.fetchPage(cursor);
        }

        @Override
        public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
            OrderPage page = pagesByCursor.get(cursor);
            if (page == null) {
                return CompletableFuture.failedFuture(new IllegalArgumentException("no page for cursor " + cursor));
            }
            pages.incrementAndGet();
            return CompletableFuture.completedFuture(page);
        }

        @Override
        public OrderPage fetchPageBuffered(String cursor) {
            return delegate.fetchPageBuffered(cursor);
        }
    }
}
