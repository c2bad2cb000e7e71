package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.variant.ExecutorFailFast;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * <h2>Fail-fast on virtual threads: {@code cancel(true)} the other futures</h2>
 *
 * <p>{@link VirtualThreadsFanOut} that stops at the first failed aggregation ({@code --fail-fast}): the caller takes
 * the results as they complete, and the first failure cancels every other one ({@link ExecutorFailFast}).
 *
 * <p><b>What to notice:</b> each cancel interrupts a virtual thread parked inside the HTTP client's {@code send}
 * (or sleeping in a retry's backoff); it wakes, the send gives up, and its walk ends: no further page is requested.
 * Structured concurrency (a preview in JDK 25) names the same policy: a scope that shuts down when one subtask fails.
 *
 * <p><b>Where memory and threads go:</b> as unbounded: K virtual threads, as many carriers as CPUs.
 */
public final class VirtualThreadsFailFastFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        try (ExecutorService perTask = Executors.newVirtualThreadPerTaskExecutor()) {
            return ExecutorFailFast.runAll(
                    perTask, client, settings.concurrency(), VirtualThreadsAggregator::aggregateBlocking, listener);
        }
    }
}
