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

/**
 * <h2>Async: CompletableFuture composition, one page after another, no recursion</h2>
 *
 * <p>Each page is requested with {@code sendAsync}; when it arrives, a continuation adds its orders and requests
 * the next page. No thread is tied to one request: the HTTP client's selector thread waits on all its sockets at
 * once, and between pages none of this class's code runs. Only {@link #aggregate} blocks, in {@code join()}.
 *
 * <p><b>What to notice:</b> the obvious way to write "fetch the next page when this one is done" is a method that
 * returns {@code fetch(cursor).thenCompose(page -> recurse(page.nextCursor()))}. When a page's future is already
 * complete as the stage is attached, that recursion runs on the Java stack: about 1,600 pages per MiB of stack
 * before StackOverflowError (JDK 25), and even when it does not overflow it keeps every page's future alive, 64 B per
 * page. Here each continuation is <em>scheduled</em> on an executor ({@code whenCompleteAsync}), so every page starts
 * on a fresh stack and leaves nothing behind. The executor is explicit: without one, {@code *Async} stages run on
 * CompletableFuture's default executor, which before JDK 25 is a new thread per task when the common pool's
 * parallelism is below 2 (1 or 2 CPUs). Explicit or not, whatever is attached to a {@code sendAsync} future runs
 * where the JDK completes it: on that default executor (JDK 25: the common pool), whatever executor the HttpClient
 * was given.
 *
 * <p><b>Which thread runs what (JDK 25):</b> the caller sends the first request and waits in {@code join()}; the
 * client's SelectorManager thread waits on the socket and (mostly) decodes the page as its buffers arrive; a
 * common-pool worker completes the page's future; the {@code async-continuations} thread adds the orders and sends
 * the next request.
 *
 * <p><b>Where memory goes:</b> O(page size): one page of orders (decoded as its buffers arrive, so the body is
 * never held whole), plus one future per page, each garbage once the next is scheduled.
 *
 * @see "dev.aggregationbench.pitfalls.RecursiveThenComposeStackOverflowTest (test sources): the recursive version, side by side"
 * @see "dev.aggregationbench.pitfalls.DefaultAsyncPoolThreadPerTaskTest (test sources): the default executor at 1 CPU, per JDK"
 * @see "dev.aggregationbench.pitfalls.SendAsyncCompletionThreadTest (test sources): where sendAsync's dependents run"
 * @see "dev.aggregationbench.pitfalls.WhichThreadRunsEachStepTest (test sources): which thread runs each step of this class"
 * @see "docs/variants/04-async.md"
 */
public final class AsyncAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        try (ExecutorService continuations = Continuations.oneThread()) {
            return join(aggregateAsync(client, continuations));
        }
    }

    /** {@code future.join()}, rethrowing the failure itself rather than the CompletionException around it. */
    static <T> T join(CompletableFuture<T> future) {
        try {
            return future.join();
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

    private static void fetchFrom(
            String cursor,
            OrdersClient client,
            Executor continuations,
            OrderStatsAccumulator stats,
            CompletableFuture<OrderStats> result) {
        client.fetchPageAsync(cursor)
                .whenCompleteAsync(
                        (OrderPage page, Throwable error) -> {
                            try {
                                if (Continuations.failed(error, result)) {
                                    return;
                                }
                                stats.addAll(page.data()); // one page at a time: each continuation happens-after the
                                // previous one
                                if (page.hasMore()) {
                                    fetchFrom(
                                            page.nextCursor(),
                                            client,
                                            continuations,
                                            stats,
                                            result); // schedules, then returns
                                } else {
                                    result.complete(stats.toStats());
                                }
                            } catch (Throwable e) { // an Error too (OutOfMemoryError): otherwise the result would never
                                // complete
                                result.completeExceptionally(e);
                            }
                        },
                        continuations);
    }
}
