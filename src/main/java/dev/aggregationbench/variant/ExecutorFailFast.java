package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.Future;

/**
 * Fail-fast for every thread-per-aggregation fan-out, written once: submit one blocking aggregation per partition,
 * take the results in completion order, and at the first aggregation whose page failed ({@link OrdersApiException},
 * its retries spent) {@code cancel(true)} every other task and return. The cancel interrupts each running thread:
 * its blocked {@code send}, or its backoff's sleep, ends; a task still queued never starts. A failed or cancelled
 * aggregation's element is {@code null}. An aggregation that fails while not interrupted failed by itself
 * ({@link FanOutListener#failed}); one interrupted was cancelled. Any other exception (a bug, an
 * {@code OutOfMemoryError}) cancels them all and is rethrown, as without fail-fast.
 */
public final class ExecutorFailFast {

    private ExecutorFailFast() {}

    /** Runs {@code aggregator} over each partition on {@code executor}; returns at the first failure. */
    public static List<OrderStats> runAll(
            Executor executor,
            OrdersClient client,
            int partitions,
            OrderAggregator aggregator,
            FanOutListener listener) {
        ExecutorCompletionService<Indexed> completions = new ExecutorCompletionService<>(executor);
        List<Future<Indexed>> tasks = new ArrayList<>(partitions);
        for (int i = 0; i < partitions; i++) {
            int index = i;
            OrdersClient partition = client.forPartition(index, partitions);
            tasks.add(completions.submit(() -> {
                long start = System.nanoTime();
                listener.started(index, start);
                try {
                    OrderStats stats = aggregator.aggregate(partition);
                    listener.finished(index, start, System.nanoTime());
                    return new Indexed(index, stats);
                } catch (OrdersApiException e) {
                    if (!Thread.currentThread().isInterrupted()) { // interrupted: the cancel ended it, not a fault
                        listener.failed(index, start, System.nanoTime());
                    }
                    throw e;
                }
            }));
        }
        OrderStats[] results = new OrderStats[partitions];
        try {
            for (int done = 0; done < partitions; done++) {
                Indexed next = completions.take().get(); // in completion order: the first failure is seen first
                results[next.index()] = next.stats();
            }
        } catch (ExecutionException e) {
            tasks.forEach(task -> task.cancel(true)); // fail fast: interrupt every other aggregation's thread
            switch (e.getCause()) {
                case OrdersApiException pageFailed -> {} // the first failure: the others are cancelled, return
                case RuntimeException cause -> throw cause;
                case Error cause -> throw cause;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException | CancellationException e) {
            tasks.forEach(task -> task.cancel(true));
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the fan-out", e);
        }
        return Arrays.asList(results);
    }

    private record Indexed(int index, OrderStats stats) {}
}
