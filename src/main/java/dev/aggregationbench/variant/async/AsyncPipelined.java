package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

/**
 * <h2>Async, pipelined: send the next request before processing this page</h2>
 *
 * <p>{@link AsyncAggregator} processes page n and then sends the request for page n+1. Here the continuation of page
 * n first sends the request for page n+1 ({@code fetchPageAsync} returns at once with a future), then processes page
 * n while that request is on the wire, then attaches itself to the future of page n+1. One statement moved.
 *
 * <p><b>What to notice:</b> nothing waits: no thread blocks on the network, the HTTP client's selector thread
 * receives page n+1 while the {@code async-continuations} thread adds up page n. Processing stays one page at a
 * time on one thread (each continuation happens-after the previous), so the accumulator needs no lock. The order of
 * the two statements is the whole difference, and nothing in the types shows it.
 *
 * <p><b>Where memory goes:</b> two pages at most (the one processed, the one arriving), one future per page.
 */
public final class AsyncPipelined implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        try (ExecutorService continuations = Continuations.oneThread()) {
            return AsyncAggregator.join(aggregateAsync(client, continuations));
        }
    }

    /** Starts the pipelined walk and returns at once; the future completes with the stats or the first failure. */
    public static CompletableFuture<OrderStats> aggregateAsync(OrdersClient client, Executor continuations) {
        CompletableFuture<OrderStats> result = new CompletableFuture<>();
        processWhenArrived(client.fetchPageAsync(null), client, continuations, new OrderStatsAccumulator(), result);
        return result;
    }

    private static void processWhenArrived(
            CompletableFuture<OrderPage> arriving,
            OrdersClient client,
            Executor continuations,
            OrderStatsAccumulator stats,
            CompletableFuture<OrderStats> result) {
        arriving.whenCompleteAsync(
                (OrderPage page, Throwable error) -> {
                    try {
                        if (Continuations.failed(error, result)) {
                            return;
                        }
                        CompletableFuture<OrderPage> next =
                                page.hasMore() ? client.fetchPageAsync(page.nextCursor()) : null;
                        stats.addAll(page.data()); // page n, while page n+1 is on its way
                        if (next != null) {
                            processWhenArrived(next, client, continuations, stats, result); // schedules, then returns
                        } else {
                            result.complete(stats.toStats());
                        }
                    } catch (Throwable e) { // an Error too: otherwise the result would never complete
                        result.completeExceptionally(e);
                    }
                },
                continuations);
    }
}
