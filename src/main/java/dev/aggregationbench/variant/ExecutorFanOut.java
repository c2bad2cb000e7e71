package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.AggregationContext;
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
 * The plumbing of every thread-per-aggregation fan-out, written once: submit one blocking aggregation per partition
 * to an executor, collect the results in partition order, and on the first failure interrupt the others and rethrow
 * it. Which threads run the tasks (a fixed platform pool, a platform thread each, a virtual thread each) is the
 * caller's choice of executor, and the whole lesson of the classes that call this. Each aggregation runs in its
 * context (issue 25): set on the thread that runs the whole walk, it is on every request; an inherited one is only
 * as fresh as the pool's thread.
 *
 * <p><b>Fail-fast</b> ({@code --fail-fast}) is what this code always does at the first failure: {@code cancel(true)}
 * every other task. The interrupt ends each running thread's blocked {@code send}, or its backoff's sleep; a task
 * still queued never starts. With fail-fast, a page's failure ({@link OrdersApiException}, its retries spent) is not
 * rethrown: the fan-out returns, a failed or cancelled aggregation's element {@code null}. An aggregation that fails
 * while not interrupted failed by itself ({@link FanOutListener#failed}); one interrupted was cancelled.
 *
 * @see "dev.aggregationbench.pitfalls.InheritedOnceAndKeptTest (test sources): a pool thread keeps what it inherited"
 */
public final class ExecutorFanOut {

    private ExecutorFanOut() {}

    /** Runs {@code aggregator} over each of {@code partitions} partitions on {@code executor}; blocks until done. */
    public static List<OrderStats> runAll(
            Executor executor,
            OrdersClient client,
            int partitions,
            OrderAggregator aggregator,
            FanOutListener listener) {
        return runAll(executor, client, partitions, aggregator, listener, false);
    }

    /** As above; with {@code failFast}, the first page failure cancels the others and the fan-out returns. */
    public static List<OrderStats> runAll(
            Executor executor,
            OrdersClient client,
            int partitions,
            OrderAggregator aggregator,
            FanOutListener listener,
            boolean failFast) {
        ExecutorCompletionService<Indexed> completions = new ExecutorCompletionService<>(executor);
        List<Future<Indexed>> tasks = new ArrayList<>(partitions);
        for (int i = 0; i < partitions; i++) {
            int index = i;
            OrdersClient partition = client.forPartition(index, partitions);
            AggregationContext context = AggregationContext.of(partition); // issue 25; nothing without --context
            tasks.add(context.starting(() -> completions.submit(() -> context.call(() -> {
                long start = System.nanoTime();
                listener.started(index, start);
                try {
                    OrderStats stats = aggregator.aggregate(partition); // blocks this task's thread while it waits
                    listener.finished(index, start, System.nanoTime());
                    return new Indexed(index, stats);
                } catch (OrdersApiException e) {
                    if (failFast && !Thread.currentThread().isInterrupted()) { // interrupted: the cancel ended it
                        listener.failed(index, start, System.nanoTime());
                    }
                    throw e;
                }
            }))));
        }
        OrderStats[] results = new OrderStats[partitions];
        try {
            for (int done = 0; done < partitions; done++) {
                Indexed next = completions.take().get(); // in completion order: the first failure is seen first
                results[next.index()] = next.stats();
            }
            return Arrays.asList(results);
        } catch (ExecutionException e) {
            tasks.forEach(task -> task.cancel(true)); // interrupt every other aggregation's thread
            switch (e.getCause()) {
                case OrdersApiException pageFailed
                when failFast -> {
                    return Arrays.asList(results); // the ones complete by now; the others cancelled
                }
                case RuntimeException cause -> throw cause;
                case Error cause -> throw cause; // e.g. OutOfMemoryError: the worker reports it as such
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException | CancellationException e) {
            tasks.forEach(task -> task.cancel(true));
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the fan-out", e);
        }
    }

    private record Indexed(int index, OrderStats stats) {}
}
