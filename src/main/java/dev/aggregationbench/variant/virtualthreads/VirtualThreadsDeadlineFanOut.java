package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.variant.ExecutorDeadlines;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * <h2>Deadline on virtual threads: {@code Future.get} with a timeout, then {@code cancel(true)}</h2>
 *
 * <p>{@link VirtualThreadsFanOut} with a deadline ({@code --deadline-millis=D}) counted from the fan-out's start:
 * the caller waits for each aggregation until then, and cancels one not done ({@link ExecutorDeadlines}).
 *
 * <p><b>What to notice:</b> the cancel interrupts the virtual thread, parked inside the HTTP client's
 * {@code send}; the send gives up and the walk ends: no page is requested after the deadline. This is what
 * structured concurrency (a preview in JDK 25) does for a whole scope at once.
 *
 * <p><b>Where memory and threads go:</b> as unbounded: K virtual threads, as many carriers as CPUs.
 */
public final class VirtualThreadsDeadlineFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        try (ExecutorService perTask = Executors.newVirtualThreadPerTaskExecutor()) {
            return ExecutorDeadlines.runAll(
                    perTask,
                    client,
                    settings.concurrency(),
                    VirtualThreadsAggregator::aggregateBlocking,
                    listener,
                    settings.deadlineMillis());
        }
    }
}
