package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStatsAccumulator;
import java.util.concurrent.CompletableFuture;

/**
 * The wrong version of "fetch the next page when this one is done" (docs/variants/04-async.md): a recursive
 * {@code thenCompose}, one stage nested in the last per page. Over futures that are already complete it recurses on
 * one stack until {@link StackOverflowError}; over futures that complete later it keeps every level's future alive.
 * The right version, each continuation scheduled on an executor: {@code AsyncAggregator}. Shown by
 * {@link RecursiveThenComposeStackOverflowTest}, measured in child JVMs by {@link RecursiveThenComposeDepthMain}.
 */
final class RecursiveThenCompose {

    private RecursiveThenCompose() {}

    /** The naive recursion: each level composes the next page's future onto this page's. */
    static CompletableFuture<OrderStatsAccumulator> recurse(
            OrdersClient client, String cursor, OrderStatsAccumulator stats) {
        return client.fetchPageAsync(cursor).thenCompose(page -> {
            stats.addAll(page.data());
            return page.hasMore()
                    ? recurse(client, page.nextCursor(), stats)
                    : CompletableFuture.completedFuture(stats);
        });
    }

    /** Whether {@code t} or one of its causes is a {@link StackOverflowError} (a cycle of causes ends the search). */
    static boolean overflowed(Throwable t) {
        int depth = 0;
        for (Throwable c = t; c != null && depth < 100; c = c.getCause() == c ? null : c.getCause(), depth++) {
            if (c instanceof StackOverflowError) {
                return true;
            }
        }
        return false;
    }
}
