package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.RecordingOrdersClient;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (docs/variants/06-virtual-threads.md): code that says "virtual threads" but never runs on one. Both
 * mistakes with an executor compile, run and return the right statistics, so only a check of
 * {@code Thread.currentThread().isVirtual()} where the work happens tells them apart from the real thing; and
 * {@code run()} in place of {@code start()} on a virtual thread silently does nothing. Each case runs the same
 * blocking page loop over real HTTP and records the thread of every fetch.
 */
class VirtualThreadsThatWereNeverVirtualTest {

    private static HttpMock api;

    @BeforeAll
    static void startMock() {
        api = HttpMock.start(500, 50); // 10 pages
    }

    @AfterAll
    static void stopMock() {
        api.close();
    }

    @Test
    void callingRunInsteadOfStartOnAnOfVirtualThreadRunsNothingAtAll() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());
        AtomicReference<OrderStats> result = new AtomicReference<>();

        Thread virtual =
                Thread.ofVirtual().name("never-started").unstarted(() -> result.set(BlockingLoop.aggregate(client)));
        virtual.run(); // the mistake: a virtual thread's run() does nothing; start() would schedule it

        System.out.printf(
                "Thread.ofVirtual().unstarted(task).run(): state %s, %d pages fetched%n",
                virtual.getState(), client.fetchCount());
        assertThat(virtual.getState()).as("the virtual thread").isEqualTo(Thread.State.NEW);
        assertThat(client.fetches()).as("pages fetched").isEmpty();
        assertThat(result.get()).as("statistics").isNull();
    }

    /**
     * Where the default executor runs the task depends on the JDK: a common-pool worker on JDK 25 (and before, when
     * the common pool's parallelism is at least 2); a new plain platform thread per task before JDK 25 at 1 or 2
     * CPUs (see {@link DefaultAsyncPoolThreadPerTaskTest}). Never a virtual thread.
     */
    @Test
    void supplyAsyncWithoutAnExecutorRunsTheLoopOnAPlatformThread() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        assertThat(CompletableFuture.supplyAsync(() -> BlockingLoop.aggregate(client))
                        .join())
                .isEqualTo(api.expected());

        boolean commonPool = Runtime.version().feature() >= 25 || ForkJoinPool.getCommonPoolParallelism() >= 2;
        Thread thread = client.fetches().getFirst().thread();
        System.out.printf(
                "supplyAsync without an executor on JDK %d, %d CPUs: every fetch on %s (%s)%n",
                Runtime.version().feature(),
                Runtime.getRuntime().availableProcessors(),
                thread,
                thread.getClass().getSimpleName());
        assertThat(client.fetches()).hasSize(10).allSatisfy(fetch -> {
            assertThat(fetch.thread().isVirtual())
                    .as("fetch on %s is virtual", fetch.thread())
                    .isFalse();
            if (commonPool) {
                assertThat(fetch.thread()).isInstanceOf(ForkJoinWorkerThread.class);
            } else {
                assertThat(fetch.thread()).isNotInstanceOf(ForkJoinWorkerThread.class);
            }
        });
    }

    @Test
    void aCachedThreadPoolInPlaceOfTheVirtualThreadPerTaskExecutorRunsTheLoopOnPlatformThreads() throws Exception {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        try (ExecutorService mistaken = Executors.newCachedThreadPool()) {
            assertThat(mistaken.submit(() -> BlockingLoop.aggregate(client)).get(30, TimeUnit.SECONDS))
                    .isEqualTo(api.expected());
        }

        System.out.printf(
                "%s: %d of %d fetches on a virtual thread%n",
                "newCachedThreadPool()",
                client.fetches().stream().filter(f -> f.thread().isVirtual()).count(),
                client.fetchCount());
        assertThat(client.fetches())
                .hasSize(10)
                .allSatisfy(fetch -> assertThat(fetch.thread().isVirtual())
                        .as("fetch on %s is virtual", fetch.thread())
                        .isFalse());
    }

    @Test
    void theVirtualThreadPerTaskExecutorRunsEveryFetchOnAVirtualThread() throws Exception {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        try (ExecutorService virtualThreads = Executors.newVirtualThreadPerTaskExecutor()) {
            assertThat(virtualThreads
                            .submit(() -> BlockingLoop.aggregate(client))
                            .get(30, TimeUnit.SECONDS))
                    .isEqualTo(api.expected());
        }

        System.out.printf(
                "%s: %d of %d fetches on a virtual thread%n",
                "newVirtualThreadPerTaskExecutor()",
                client.fetches().stream().filter(f -> f.thread().isVirtual()).count(),
                client.fetchCount());
        assertThat(client.fetches())
                .hasSize(10)
                .allSatisfy(fetch -> assertThat(fetch.thread().isVirtual())
                        .as("fetch on %s is virtual", fetch.thread())
                        .isTrue());
    }
}
