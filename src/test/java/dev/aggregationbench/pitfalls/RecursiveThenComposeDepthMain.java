package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Child JVM for {@link RecursiveThenComposeStackOverflowTest}: how many pages the recursive {@code thenCompose}
 * chain gets through, over already-complete page futures, before {@link StackOverflowError}, on a thread with the
 * default stack size (-Xss, 1 MiB on Linux x64 unless set) and on one with the smallest stack the JVM allows: first
 * cold (the recursion runs interpreted), then after {@value #WARM_UP_CHAINS} short chains have had the JIT compile
 * the methods on its path. Prints one line: {@code jdk=.. flags=.. coldDefaultStackPages=.. coldMinimumStackPages=..
 * warmDefaultStackPages=.. warmMinimumStackPages=..}. The page comes from the orders mock at the URI given as the
 * first argument, or from a mock of its own without one.
 */
public final class RecursiveThenComposeDepthMain {

    static final int PAGES = 100_000;
    /** Asks for a 64 KiB stack; the JVM rounds it up to its minimum. */
    static final long MINIMUM_STACK_BYTES = 64 * 1024;

    static final int WARM_UP_CHAINS = 4_000;

    private RecursiveThenComposeDepthMain() {}

    public static void main(String[] args) throws Exception {
        OrderPage page;
        if (args.length > 0) { // the mock of the test that started this JVM
            try (HttpOrdersClient http = new HttpOrdersClient(ClientSettings.of(URI.create(args[0])))) {
                page = http.fetchPage(null);
            }
        } else {
            try (OrdersMock mock = MockServers.start(1, 1);
                    HttpOrdersClient http = TestClients.clientFor(mock)) {
                page = http.fetchPage(null);
            }
        }
        String cold = " coldDefaultStackPages=" + pagesBeforeOverflow(page, 0) + " coldMinimumStackPages="
                + pagesBeforeOverflow(page, MINIMUM_STACK_BYTES);
        warmUp(page);
        System.out.println("jdk=" + Runtime.version().feature()
                + " flags="
                + String.join(",", ManagementFactory.getRuntimeMXBean().getInputArguments())
                        .replace(' ', '_')
                + " pages=" + PAGES + cold
                + " warmDefaultStackPages=" + pagesBeforeOverflow(page, 0)
                + " warmMinimumStackPages=" + pagesBeforeOverflow(page, MINIMUM_STACK_BYTES));
    }

    /** Runs short recursive chains (50 pages) until the JIT has compiled the methods on the recursion's path. */
    private static void warmUp(OrderPage page) {
        for (int i = 0; i < WARM_UP_CHAINS; i++) {
            RecursiveThenCompose.recurse(
                            new RepeatedPageClient(page, 50, null, n -> {}), null, new OrderStatsAccumulator())
                    .join();
        }
    }

    /** Pages handed out before the stack overflowed, or -1 if all {@link #PAGES} completed. */
    static int pagesBeforeOverflow(OrderPage page, long stackBytes) throws InterruptedException {
        RepeatedPageClient client = new RepeatedPageClient(page, PAGES, null, n -> {});
        AtomicInteger result = new AtomicInteger();
        Thread thread = new Thread(
                null,
                () -> {
                    try {
                        RecursiveThenCompose.recurse(client, null, new OrderStatsAccumulator())
                                .join();
                        result.set(-1);
                    } catch (Throwable t) {
                        result.set(RecursiveThenCompose.overflowed(t) ? client.pagesFetched() : -2);
                    }
                },
                "recursive-thenCompose",
                stackBytes);
        thread.start();
        thread.join();
        return result.get();
    }
}
