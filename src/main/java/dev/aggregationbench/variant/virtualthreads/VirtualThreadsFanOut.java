package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.variant.ExecutorFanOut;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * <h2>Fan-out on virtual threads: one virtual thread per aggregation</h2>
 *
 * <p>The same blocking loop as {@link VirtualThreadsAggregator}, K times, each on its own virtual thread from
 * {@link Executors#newVirtualThreadPerTaskExecutor()}. No pool size to choose: a virtual thread per task is the
 * idiom, and the executor's {@code close()} waits for all of them.
 *
 * <p><b>What to notice:</b> this is where virtual threads pay: all K aggregations are in flight at once, because a
 * virtual thread that waits for its answer unmounts and gives its carrier (one of about as many platform threads as
 * CPUs) to another. It waits parked inside the HTTP client ({@code send} is {@code sendAsync(...).get()}, then the
 * body stream's queue), while the client's one SelectorManager thread reads every socket. The code is the
 * platform-pool fan-out's with one line changed (the executor); the settings' {@code threads} are ignored. The
 * limit moves elsewhere: the mock, the CPU, or the connections the HTTP client opens (one per request in flight).
 * Failing fast ({@code --fail-fast}), the first failure {@code cancel(true)}s the others ({@link ExecutorFanOut}):
 * each virtual thread, parked in {@code send} or in a retry's backoff, is interrupted, and its walk ends. Structured
 * concurrency (a preview in JDK 25) names the same policy: a scope that shuts down when one subtask fails.
 *
 * <p><b>Where memory and threads go:</b> K virtual threads, each a heap object with its stack as stack chunks on the
 * heap while it is parked (how many bytes for this loop was not measured), and about {@code availableProcessors}
 * carrier threads; per aggregation, one page and one accumulator.
 */
public final class VirtualThreadsFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        try (ExecutorService perTask = Executors.newVirtualThreadPerTaskExecutor()) {
            return ExecutorFanOut.runAll(
                    perTask,
                    client,
                    settings.concurrency(),
                    VirtualThreadsAggregator::aggregateBlocking,
                    listener,
                    settings.failFast());
        }
    }
}
