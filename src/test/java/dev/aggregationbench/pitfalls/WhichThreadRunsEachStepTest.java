package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.variant.OrderAggregator;
import dev.aggregationbench.variant.async.AsyncAggregator;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which thread runs each step of the non-blocking variants on this JDK (docs/variants/04-async.md and
 * 05-reactor.md, "Which thread runs each step"), over real HTTP. Recorded per page: the thread that sends the
 * request (calls {@code fetchPageAsync}) and the thread that completes the page's future, which runs whatever the
 * variant attached (the client decodes before that, as the buffers arrive: {@code DecodingThreadTest}). For pages after the first, the sending thread
 * is also the one that added the previous page's orders: both variants request the next page from the step that
 * reduced the previous one. Also checked: the HTTP client's selector thread, the one thread that waits on every
 * socket, is alive while the variant runs.
 */
class WhichThreadRunsEachStepTest {

    private static final int PAGES = 20;

    private static HttpMock api;

    @BeforeAll
    static void startMock() {
        api = HttpMock.start(PAGES * 25L, 25);
    }

    @AfterAll
    static void stopMock() {
        api.close();
    }

    @Test
    void asyncSendsFromItsContinuationThreadAndEachResponseCompletesOnTheDefaultAsyncExecutor() {
        Steps steps = run(new AsyncAggregator());

        assertThat(steps.sentBy.getFirst()).as("the first request").isEqualTo("caller");
        assertThat(steps.sentBy.subList(1, PAGES))
                .as("later requests, sent after adding the previous page")
                .containsOnly("async-continuations");
        assertCompletedOnTheDefaultAsyncExecutor(steps);
    }

    @Test
    void reactorReducesAndSendsOnWhicheverThreadCompletedThePreviousResponse() {
        Steps steps = run(new ReactorAggregator());

        assertThat(steps.sentBy.getFirst()).as("the first request").isEqualTo("caller");
        for (int page = 1; page < PAGES; page++) {
            assertThat(steps.sentBy.get(page))
                    .as("request %d: sent from the thread that reduced page %d", page + 1, page)
                    .isEqualTo(steps.completedBy.get(page - 1));
        }
        assertCompletedOnTheDefaultAsyncExecutor(steps);
    }

    private static void assertCompletedOnTheDefaultAsyncExecutor(Steps steps) {
        String expectedKind = Runtime.version().feature() >= 25 || ForkJoinPool.getCommonPoolParallelism() >= 2
                ? "commonPool"
                : "other";
        long onDefault = steps.completedBy.stream().filter(expectedKind::equals).count();
        // How many complete before the continuation is attached (and so run on the caller) depends on timing; what
        // does not is that no response completes anywhere else: not on the client's executor, not on its selector.
        for (int page = 0; page < steps.completedBy.size(); page++) {
            assertThat(steps.completedBy.get(page))
                    .as(
                            "response %d completed on CompletableFuture's default executor"
                                    + " (%s) on JDK %d, or, already complete when the step was attached, on the thread that sent"
                                    + " it",
                            page + 1, expectedKind, Runtime.version().feature())
                    .isIn(expectedKind, steps.sentBy.get(page));
        }
        assertThat(onDefault)
                .as("responses completed on the default executor (%s)", expectedKind)
                .isPositive();
        assertThat(steps.selectorThreadAlive)
                .as("an HttpClient SelectorManager thread while the variant ran")
                .isTrue();
    }

    private record Steps(List<String> sentBy, List<String> completedBy, boolean selectorThreadAlive) {}

    private static Steps run(OrderAggregator aggregator) {
        List<String> sentBy = new CopyOnWriteArrayList<>();
        List<String> completedBy = new CopyOnWriteArrayList<>();
        boolean[] selector = new boolean[1];
        String caller = Thread.currentThread().getName();
        OrdersClient recording = new OrdersClient() {
            @Override
            public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                sentBy.add(kind(Thread.currentThread(), caller));
                selector[0] |= Thread.getAllStackTraces().keySet().stream()
                        .anyMatch(t -> t.getName().startsWith("HttpClient-")
                                && t.getName().endsWith("SelectorManager"));
                return api.http()
                        .fetchPageAsync(cursor)
                        .whenComplete((page, error) -> completedBy.add(kind(Thread.currentThread(), caller)));
            }

            @Override
            public OrderPage fetchPage(String cursor) {
                throw new UnsupportedOperationException("not used by the non-blocking variants");
            }

            @Override
            public OrderPage fetchPageBuffered(String cursor) {
                throw new UnsupportedOperationException("not used by the non-blocking variants");
            }
        };

        assertThat(aggregator.aggregate(recording)).isEqualTo(api.expected());

        Map<String, Long> sent = count(sentBy);
        Map<String, Long> completed = count(completedBy);
        System.out.printf(
                "JDK %d, %d CPUs, %s over %d pages: requests sent on %s; responses completed on %s%n",
                Runtime.version().feature(),
                Runtime.getRuntime().availableProcessors(),
                aggregator.getClass().getSimpleName(),
                PAGES,
                sent,
                completed);
        return new Steps(List.copyOf(sentBy), List.copyOf(completedBy), selector[0]);
    }

    /** caller, commonPool, async-continuations, or other (with its name). */
    private static String kind(Thread thread, String caller) {
        if (thread.getName().equals(caller)) {
            return "caller";
        }
        if (thread instanceof ForkJoinWorkerThread worker && worker.getPool() == ForkJoinPool.commonPool()) {
            return "commonPool";
        }
        if (thread.getName().equals("async-continuations")) {
            return "async-continuations";
        }
        return "other";
    }

    private static Map<String, Long> count(List<String> kinds) {
        Map<String, Long> counts = new TreeMap<>();
        kinds.forEach(k -> counts.merge(k, 1L, Long::sum));
        return counts;
    }
}
