package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.core.task.support.ExecutorServiceAdapter;

/**
 * <h2>Fail-fast for blocking code on a pool: {@code cancel(true)} the other futures</h2>
 *
 * <p>{@link PlatformThreadsFanOut} that stops at the first failed aggregation ({@code --fail-fast}): the caller takes
 * the results as they complete, and the first failure cancels every other task ({@link ExecutorFailFast}).
 *
 * <p><b>What to notice:</b> {@code Future.cancel(true)} interrupts the thread that runs the task. The JDK
 * HttpClient's blocking {@code send} gives up when interrupted, and so does the retry's backoff sleep: the walk
 * ends with the request it had in flight. A task still queued in the pool never starts, so a pool smaller than K
 * saves the queued walks whole. The executor's {@code close()} then waits for the interrupted threads, which end
 * at once.
 *
 * <p><b>Where memory and threads go:</b> as unbounded: {@code min(threads, K)} platform threads (or K). With
 * {@code --threads=spring-virtual}, a virtual thread per aggregation on Spring's executor, cancelled the same way.
 */
public final class PlatformThreadsFailFastFanOut implements FanOut {

    private final OrderAggregator aggregator;

    public PlatformThreadsFailFastFanOut(OrderAggregator aggregator) {
        this.aggregator = aggregator;
    }

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        if (settings.springVirtualThreads()) {
            try (SimpleAsyncTaskExecutor spring = PlatformThreadsFanOut.springVirtualThreads(settings)) {
                // Spring's adapter: submit wraps each task in a FutureTask, so cancel(true) interrupts its thread
                return ExecutorFailFast.runAll(
                        new ExecutorServiceAdapter(spring), client, settings.concurrency(), aggregator, listener);
            }
        }
        ThreadFactory platform =
                Thread.ofPlatform().name("fan-out-", 0).daemon().factory();
        try (ExecutorService threads = settings.threadPerAggregation()
                ? Executors.newThreadPerTaskExecutor(platform)
                : Executors.newFixedThreadPool(settings.platformThreads(), platform)) {
            return ExecutorFailFast.runAll(threads, client, settings.concurrency(), aggregator, listener);
        }
    }
}
