package dev.aggregationbench.variant.iterator;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.BackgroundPageFetcher;
import dev.aggregationbench.variant.OrderAggregator;

/**
 * <h2>Iterator, pipelined: a background fetcher and a bounded queue</h2>
 *
 * <p>{@link IteratorAggregator} fetches a page only when the loop has used up the previous one, so the loop waits
 * for every request: pages x (latency + processing). Here a platform thread ({@code page-fetcher}) walks the cursor
 * ahead of the loop and hands each page over through a queue of one ({@link BackgroundPageFetcher}); the loop is
 * the same for-each loop, over pages that are usually already there.
 *
 * <p><b>What to notice:</b> the overlap costs one extra thread and a queue, nothing in the loop. The laziness of the
 * plain iterator is gone: the fetcher runs up to two pages ahead whether or not the loop will want them, and an
 * abandoned loop must {@code close()} it (try-with-resources) or it keeps a thread blocked on {@code put}. With
 * per-order work W and latency L per page, the walk approaches pages x max(L, W) instead of pages x (L + W).
 *
 * <p><b>Where memory and threads go:</b> one platform thread for the walk (its stack: native memory), at most three
 * pages alive (the loop's, the queue's, the fetcher's in hand), the accumulator.
 */
public final class IteratorPipelined implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        OrderStatsAccumulator stats = new OrderStatsAccumulator();
        try (BackgroundPageFetcher pages = new BackgroundPageFetcher(
                client, Thread.ofPlatform().name("page-fetcher").daemon().factory(), 1)) {
            while (pages.hasNext()) {
                OrderPage page = pages.next(); // page n; the fetcher is already fetching page n+1
                for (Order order : page.data()) {
                    stats.add(order);
                }
            }
        }
        return stats.toStats();
    }
}
