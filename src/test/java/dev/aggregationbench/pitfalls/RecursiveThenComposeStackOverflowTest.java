package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.async.AsyncAggregator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (docs/variants/04-async.md): "fetch the next page when this one is done" written as a recursive
 * {@code thenCompose} ({@link RecursiveThenCompose}). When a page's future is already complete as the continuation is attached (a cached page, a
 * fast response, a synchronous client), {@code thenCompose} runs the continuation at once, on the same stack, and
 * the next level does the same: one set of stack frames per page, until {@link StackOverflowError}. When the futures
 * complete later instead, the stack unwinds between pages, but every level's future stays reachable from the next
 * (each {@code thenCompose} result waits on the inner future), so the chain keeps O(pages) memory until the end.
 * {@link AsyncAggregator} schedules each continuation on an executor instead and keeps neither.
 *
 * <p>How deep the recursion gets depends on the stack size (-Xss, 1 MiB by default on Linux x64) and on the size of
 * the frames on it; {@link #theRecursionsDepthScalesWithTheStackSize()} measures it in child JVMs. The overflow test
 * uses the smallest stack the JVM allows, so that it overflows well before its 2,000 pages (fetched once over real
 * HTTP from the mock, then handed out as already-complete futures, as a cache would) whatever the JIT has compiled.
 */
@IntegrationTest
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

    @Test
    void recursiveThenComposeOverAlreadyCompletedPageFuturesDiesOfStackOverflowBeforeTheLastPage() throws Exception {
        AlreadyCompletedPages client = new AlreadyCompletedPages(http, pagesByCursor);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<OrderStatsAccumulator> result = new AtomicReference<>();

        Thread thread = new Thread(
                null,
                () -> {
                    try {
                        result.set(RecursiveThenCompose.recurse(client, null, new OrderStatsAccumulator())
                                .join());
                    } catch (Throwable t) {
                        failure.set(t);
                    }
                },
                "recursive-thenCompose",
                STACK_BYTES);
        thread.start();
        thread.join(TimeUnit.SECONDS.toMillis(60));

        assertThat(thread.isAlive())
                .as("the recursive chain finished within 60 s")
                .isFalse();
        assertThat(result.get())
                .as("statistics returned by the recursive chain")
                .isNull();
        assertThat(failure.get())
                .as("failure of the recursive chain")
                .isNotNull()
                .satisfies(t -> assertThat(RecursiveThenCompose.overflowed(t))
                        .as("a StackOverflowError among its causes: %s", t)
                        .isTrue());
        assertThat(client.pagesFetched())
                .as("pages fetched before the stack ran out")
                .isLessThan(PAGES);
        System.out.printf(
                "recursive thenCompose on the minimum stack: overflowed at %,d of %,d pages%n",
                client.pagesFetched(), PAGES);
    }

    /**
     * The recursion's depth at the default stack and at twice it, in child JVMs at 1 CPU (as the benchmark's
     * workers): at the default stack it gets through more than "a few hundred" pages, and a larger stack goes
     * deeper. {@code -Xint} is printed beside it: it runs the recursion interpreted, as a cold JVM does.
     */
    @Test
    void theRecursionsDepthScalesWithTheStackSize() throws Exception {
        String mockUri = mock.baseUri().toString();
        Map<String, String> byDefault = ChildJvms.run(
                ChildJvms.thisJdk(
                        RecursiveThenComposeDepthMain.class,
                        "-XX:ActiveProcessorCount=1",
                        "-Xmx256m",
                        "-XX:+UseSerialGC"),
                mockUri);
        Map<String, String> doubleStack = ChildJvms.run(
                ChildJvms.thisJdk(
                        RecursiveThenComposeDepthMain.class,
                        "-XX:ActiveProcessorCount=1",
                        "-Xmx256m",
                        "-XX:+UseSerialGC",
                        "-Xss2m"),
                mockUri);
        Map<String, String> interpreted = ChildJvms.run(
                ChildJvms.thisJdk(
                        RecursiveThenComposeDepthMain.class,
                        "-XX:ActiveProcessorCount=1",
                        "-Xmx256m",
                        "-XX:+UseSerialGC",
                        "-Xint"),
                mockUri);

        int coldDefault = Integer.parseInt(byDefault.get("coldDefaultStackPages"));
        int warmDefault = Integer.parseInt(byDefault.get("warmDefaultStackPages"));
        System.out.printf(
                "recursive thenCompose overflowed at %,d pages (cold) and %,d (warm) with the default stack,"
                        + " %,d (cold) with -Xss2m, %,d with -Xint; on the minimum stack at %s (cold) and %s (warm)%n",
                coldDefault,
                warmDefault,
                Integer.parseInt(doubleStack.get("coldDefaultStackPages")),
                Integer.parseInt(interpreted.get("coldDefaultStackPages")),
                byDefault.get("coldMinimumStackPages"),
                byDefault.get("warmMinimumStackPages"));
        for (Map<String, String> child : List.of(byDefault, doubleStack, interpreted)) {
            assertThat(Integer.parseInt(child.get("coldDefaultStackPages")))
                    .as(
                            "%s: the recursion overflows the default stack before %,d pages",
                            child.get("flags"), RecursiveThenComposeDepthMain.PAGES)
                    .isPositive();
        }
        assertThat(coldDefault)
                .as("pages before overflow at the default stack, cold")
                .isGreaterThan(1_000);
        assertThat(warmDefault)
                .as("pages before overflow at the default stack, warm")
                .isGreaterThan(1_000);
        assertThat(Integer.parseInt(byDefault.get("coldMinimumStackPages")))
                .as("at the minimum stack")
                .isPositive()
                .isLessThan(coldDefault);
        assertThat(Integer.parseInt(doubleStack.get("coldDefaultStackPages")))
                .as("with -Xss2m")
                .isGreaterThan(coldDefault * 3 / 2);
    }

    /**
     * When the page futures complete later (on another thread, as HTTP responses do), the recursion does not
     * overflow, but each level's {@code thenCompose} future is kept alive by the next level until the last page:
     * the heap after a full GC grows by tens of bytes per page, where {@link AsyncAggregator}'s stays flat.
     */
    @Test
    void theRecursiveChainKeepsEveryPagesFutureAliveWhileAsyncAggregatorKeepsNone() throws Exception {
        OrderPage page = pagesByCursor.get(null);
        double recursive = HeapKeptPerPage.measure(
                page,
                client -> RecursiveThenCompose.recurse(client, null, new OrderStatsAccumulator())
                        .join());
        double scheduled = HeapKeptPerPage.measure(page, client -> {
            try (ExecutorService continuations = Executors.newSingleThreadExecutor()) {
                return AsyncAggregator.aggregateAsync(client, continuations).join();
            }
        });

        System.out.printf(
                "heap kept per page over %,d pages, futures completed on another thread: recursive"
                        + " thenCompose %.1f B, AsyncAggregator %.1f B%n",
                HeapKeptPerPage.PAGES - HeapKeptPerPage.FIRST_READ, recursive, scheduled);
        assertThat(recursive).as("bytes kept per page by the recursive chain").isGreaterThan(32);
        assertThat(scheduled).as("bytes kept per page by AsyncAggregator").isLessThan(4);
    }

    @Test
    void asyncAggregatorCompletesAllPagesUnderTheSameConditions() throws Exception {
        AlreadyCompletedPages client = new AlreadyCompletedPages(http, pagesByCursor);
        ThreadFactory smallStacks = r -> new Thread(null, r, "small-stack-continuations", STACK_BYTES);
        try (ExecutorService continuations = Executors.newSingleThreadExecutor(smallStacks)) {
            AtomicReference<CompletableFuture<OrderStats>> started = new AtomicReference<>();
            Thread caller = new Thread(
                    null,
                    () -> started.set(AsyncAggregator.aggregateAsync(client, continuations)),
                    "small-stack-caller",
                    STACK_BYTES);
            caller.start();
            caller.join();

            OrderStats stats = started.get().get(60, TimeUnit.SECONDS);

            assertThat(stats).isEqualTo(http.fetchExpectedStats());
            assertThat(client.pagesFetched()).isEqualTo(PAGES);
        }
    }
}
