package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (issue 25): an InheritableThreadLocal is copied into a thread when the thread is created, never after. A
 * pool creates its thread for the first task submitted; every later task on it sees that first value, whatever the
 * submitter has now. Here the second request carries the first one's id: counted by the real mock as wrong. The
 * fan-out shows it at scale (naive with {@code --context=inheritable}, more aggregations than pool threads). The fix
 * beside it: capture the value at submit and restore it around the task (a wrapping executor).
 */
class InheritedOnceAndKeptTest {

    private static final InheritableThreadLocal<String> CONTEXT = new InheritableThreadLocal<>();

    @Test
    void aPoolThreadKeepsTheValueItInheritedWhenItWasCreated() throws Exception {
        try (HttpMock api = HttpMock.start(40, 10);
                ExecutorService pool = Executors.newFixedThreadPool(1)) {
            HttpOrdersClient client = api.http().carryingContext(CONTEXT::get);
            WireIds before = WireIds.now(api);
            try {
                CONTEXT.set("k2p0-first");
                pool.submit(() -> client.forPartition(0, 2).fetchPage(null)).get(); // the thread is created here
                CONTEXT.set("k2p1-second");
                pool.submit(() -> client.forPartition(1, 2).fetchPage(null)).get(); // the same thread
            } finally {
                CONTEXT.remove();
            }
            assertThat(WireIds.since(before, api))
                    .as("the second request carried the first one's id")
                    .isEqualTo(new WireIds(1, 0, 1));

            Executor capturing = capturingAtSubmit(pool);
            WireIds beforeFixed = WireIds.now(api);
            try {
                CONTEXT.set("k2p0-first");
                run(capturing, () -> client.forPartition(0, 2).fetchPage(null));
                CONTEXT.set("k2p1-second");
                run(capturing, () -> client.forPartition(1, 2).fetchPage(null));
            } finally {
                CONTEXT.remove();
            }
            assertThat(WireIds.since(beforeFixed, api)).isEqualTo(new WireIds(2, 0, 0));
        }
    }

    /** The submitter's value, captured at {@code execute}, is the task's while it runs; the thread's own after. */
    private static Executor capturingAtSubmit(Executor pool) {
        return task -> {
            String captured = CONTEXT.get();
            pool.execute(() -> {
                String own = CONTEXT.get();
                CONTEXT.set(captured);
                try {
                    task.run();
                } finally {
                    CONTEXT.set(own);
                }
            });
        };
    }

    private static void run(Executor executor, Runnable task) throws Exception {
        Future<?> done = java.util.concurrent.CompletableFuture.runAsync(task, executor);
        done.get();
    }
}
