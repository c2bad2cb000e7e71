package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.ExecutorService;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.core.task.support.ExecutorServiceAdapter;

/**
 * <h2>Deadline for blocking code on a pool: {@code Future.get} with a timeout, then {@code cancel(true)}</h2>
 *
 * <p>{@link PlatformThreadsFanOut} with a deadline ({@code --deadline-millis=D}) counted from the fan-out's start.
 * The caller waits for each aggregation until the deadline; one not done is cancelled ({@link ExecutorDeadlines}).
 *
 * <p><b>What to notice:</b> cancelling interrupts the thread, and the JDK HttpClient's blocking {@code send} gives
 * up when interrupted, so the work stops. An aggregation still queued in the pool never starts. With more
 * aggregations than threads, the queue eats the deadline: the last ones time out without having started.
 *
 * <p><b>Where memory and threads go:</b> as unbounded: {@code min(threads, K)} platform threads (or K). With
 * {@code --threads=spring-virtual}, a virtual thread per aggregation on Spring's executor, cancelled the same way.
 */
public final class PlatformThreadsDeadlineFanOut implements FanOut {

    private final OrderAggregator aggregator;

    public PlatformThreadsDeadlineFanOut(OrderAggregator aggregator) {
        this.aggregator = aggregator;
    }

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        if (settings.springVirtualThreads()) {
            try (SimpleAsyncTaskExecutor spring = PlatformThreadsFanOut.springVirtualThreads(settings)) {
                // Spring's adapter: submit wraps each task in a FutureTask, so cancel(true) interrupts its thread
                return ExecutorDeadlines.runAll(
                        new ExecutorServiceAdapter(spring),
                        client,
                        settings.concurrency(),
                        aggregator,
                        listener,
                        settings.deadlineMillis());
            }
        }
        try (ExecutorService threads =
                PlatformThreadsFanOut.platformThreads(settings, settings.threadPerAggregation())) {
            return ExecutorDeadlines.runAll(
                    threads, client, settings.concurrency(), aggregator, listener, settings.deadlineMillis());
        }
    }
}
