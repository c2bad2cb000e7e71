package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The deadline of every thread-per-aggregation fan-out, written once: submit one blocking aggregation per partition,
 * wait for each with {@code Future.get(timeout)} until the fan-out's deadline, and cancel the ones not done by then
 * ({@code cancel(true)} interrupts their thread: a blocked {@code send} ends, a queued task never starts). A
 * cancelled aggregation's element is {@code null}; any other failure cancels them all and is rethrown.
 */
public final class ExecutorDeadlines {

    private ExecutorDeadlines() {}

    /** Runs {@code aggregator} over each partition on {@code executor}, each done within {@code deadlineMillis}. */
    public static List<OrderStats> runAll(
            ExecutorService executor,
            OrdersClient client,
            int partitions,
            OrderAggregator aggregator,
            FanOutListener listener,
            long deadlineMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(deadlineMillis);
        List<Future<OrderStats>> tasks = new ArrayList<>(partitions);
        for (int i = 0; i < partitions; i++) {
            int index = i;
            OrdersClient partition = client.forPartition(index, partitions);
            tasks.add(executor.submit(() -> {
                long start = System.nanoTime();
                listener.started(index, start);
                OrderStats stats = aggregator.aggregate(partition);
                listener.finished(index, start, System.nanoTime());
                return stats;
            }));
        }
        List<OrderStats> results = new ArrayList<>(partitions);
        try {
            for (Future<OrderStats> task : tasks) {
                try {
                    results.add(task.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
                } catch (TimeoutException late) {
                    task.cancel(true); // the caller gives up, and stops the work: its thread is interrupted
                    results.add(null);
                }
            }
            return results;
        } catch (ExecutionException e) {
            tasks.forEach(task -> task.cancel(true));
            switch (e.getCause()) {
                case RuntimeException cause -> throw cause;
                case Error cause -> throw cause;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException | CancellationException e) {
            tasks.forEach(task -> task.cancel(true));
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the fan-out", e);
        }
    }
}
