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
import org.springframework.boot.task.SimpleAsyncTaskExecutorBuilder;
import org.springframework.core.task.SimpleAsyncTaskExecutor;

/**
 * <h2>Fan-out for blocking code (naive, stream, iterator): a fixed pool of platform threads</h2>
 *
 * <p>The way a servlet container runs blocking code: K aggregations are submitted to a pool of
 * {@link FanOutSettings#threads()} platform threads (200 is a common default), each aggregation is the style's own
 * sequential {@link OrderAggregator} over its partition, and a thread is held for the whole walk, waiting on its
 * socket for most of it. Or, with {@link FanOutSettings#threadPerAggregation()}, one new platform thread each.
 *
 * <p><b>What to notice:</b> with page latency, at most {@code threads} aggregations are in flight; the others queue
 * in the pool. Throughput is about {@code threads / (pages x latency)} aggregations per second however idle the CPU
 * is. A thread per aggregation removes the queue but costs an OS thread each: its stack is reserved (1 MiB by
 * default) and partly committed, its creation and scheduling are the kernel's. Bounded ({@code --max-in-flight=M}),
 * the pool is the bound: {@code min(threads, M)} threads, a thread per aggregation included. Failing fast
 * ({@code --fail-fast}), the first failure {@code cancel(true)}s the other tasks ({@link ExecutorFanOut}): the
 * interrupt ends each blocked {@code send}, a queued task never starts, so a pool smaller than K saves the queued
 * walks whole.
 *
 * <p><b>Where memory and threads go:</b> {@code min(threads, K)} platform threads (or K), each with a native stack
 * outside the heap (NMT "Thread" category); per aggregation, one page and one accumulator; per queued aggregation,
 * one task object.
 *
 * <p><b>As a Spring Boot service on virtual threads</b> ({@code --threads=spring-virtual}): the same blocking code
 * submitted to the executor Spring Boot makes its {@code applicationTaskExecutor} when
 * {@code spring.threads.virtual.enabled=true}: a {@link SimpleAsyncTaskExecutor} that starts a virtual thread per
 * task, named {@code task-N}, without a concurrency limit. It is {@code VirtualThreadsFanOut}'s idea written the
 * Spring way: nothing in the blocking style changes, only the executor it is given. Bounded, Spring's concurrency
 * limit is the bound: M virtual threads at most.
 */
public final class PlatformThreadsFanOut implements FanOut {

    private final OrderAggregator aggregator;

    public PlatformThreadsFanOut(OrderAggregator aggregator) {
        this.aggregator = aggregator;
    }

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        if (settings.springVirtualThreads()) {
            try (SimpleAsyncTaskExecutor spring = springVirtualThreads(settings)) {
                return ExecutorFanOut.runAll(
                        spring, client, settings.concurrency(), aggregator, listener, settings.failFast());
            }
        }
        try (ExecutorService threads =
                platformThreads(settings, settings.threadPerAggregation() && !settings.bounded())) {
            return ExecutorFanOut.runAll(
                    threads, client, settings.concurrency(), aggregator, listener, settings.failFast());
        }
    }

    /**
     * Daemon platform threads named {@code fan-out-N}: one per aggregation ({@code perAggregation}), else a pool of
     * {@link FanOutSettings#platformThreads()}.
     */
    static ExecutorService platformThreads(FanOutSettings settings, boolean perAggregation) {
        ThreadFactory platform =
                Thread.ofPlatform().name("fan-out-", 0).daemon().factory();
        return perAggregation
                ? Executors.newThreadPerTaskExecutor(platform)
                : Executors.newFixedThreadPool(settings.platformThreads(), platform);
    }

    /**
     * The executor Spring Boot builds with {@code spring.threads.virtual.enabled=true} and no other task property
     * (TaskExecutorConfigurations): its builder, virtual threads, the prefix {@code task-}, no concurrency limit.
     * Bounded ({@code --max-in-flight=M}), the limit Spring's property
     * {@code spring.task.execution.simple.concurrency-limit=M} sets: a task beyond M waits to be submitted.
     */
    static SimpleAsyncTaskExecutor springVirtualThreads(FanOutSettings settings) {
        SimpleAsyncTaskExecutorBuilder builder =
                new SimpleAsyncTaskExecutorBuilder().virtualThreads(true).threadNamePrefix("task-");
        return (settings.bounded() ? builder.concurrencyLimit(settings.maxInFlight()) : builder).build();
    }
}
