package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * <h2>Async: CompletableFuture composition, one page after another, no recursion</h2>
 *
 * <p>Each page is requested with {@code sendAsync}; when it arrives, a continuation adds its orders and requests
 * the next page. No thread waits for the network: between pages, nothing runs at all.
 *
 * <p><b>What to notice:</b> the obvious way to write "fetch the next page when this one is done" is a method that
 * returns {@code fetch(cursor).thenCompose(page -> recurse(page.nextCursor()))}. That chain nests one stage per
 * page, and when stages complete on the thread that registers them it recurses on the Java stack: at a few hundred
 * pages on a cold JVM it dies of StackOverflowError. Here each continuation is <em>scheduled</em> on an executor
 * ({@code whenCompleteAsync}), so every page starts on a fresh stack: depth stays constant at 10^7 orders.
 * And the executor is explicit: the default one, {@code ForkJoinPool.commonPool()}, has no threads on a 1-CPU JVM,
 * where CompletableFuture falls back to starting a new thread for every async stage.
 *
 * <p><b>Where memory goes:</b> O(page size): one page of orders, plus that page's body as bytes (the JDK's
 * non-blocking body handlers cannot hand out an InputStream without blocking a thread), plus one future per page,
 * each garbage once the next is scheduled.
 */
public final class AsyncAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        try (ExecutorService continuations = Executors.newSingleThreadExecutor(
                Thread.ofPlatform().name("async-continuations").daemon().factory())) {
            return aggregateAsync(client, continuations).join();
        } catch (CompletionException e) {
            switch (e.getCause()) {
                case RuntimeException cause -> throw cause;
                case Error cause -> throw cause; // e.g. OutOfMemoryError: the worker reports it as such
                default -> throw e;
            }
        }
    }

    /** Starts the aggregation and returns at once; the future completes with the stats or the first failure. */
    public static CompletableFuture<OrderStats> aggregateAsync(OrdersClient client, Executor continuations) {
        CompletableFuture<OrderStats> result = new CompletableFuture<>();
        fetchFrom(null, client, continuations, new OrderStatsAccumulator(), result);
        return result;
    }

    private static void fetchFrom(String cursor, OrdersClient client, Executor continuations,
                                  OrderStatsAccumulator stats, CompletableFuture<OrderStats> result) {
        client.fetchPageAsync(cursor).whenCompleteAsync((OrderPage page, Throwable error) -> {
            try {
                if (error != null) {
                    result.completeExceptionally(error instanceof CompletionException ce ? ce.getCause() : error);
                    return;
                }
                stats.addAll(page.data()); // one page at a time: each continuation happens-after the previous one
                if (page.hasMore()) {
                    fetchFrom(page.nextCursor(), client, continuations, stats, result); // schedules, then returns
                } else {
                    result.complete(stats.toStats());
                }
            } catch (Throwable e) { // an Error too (OutOfMemoryError): otherwise the result would never complete
                result.completeExceptionally(e);
            }
        }, continuations);
    }
}
