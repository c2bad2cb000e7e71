package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.BackgroundPageFetcher;
import dev.aggregationbench.variant.OrderAggregator;

/**
 * <h2>Virtual threads, pipelined: a producer thread and a bounded hand-off queue</h2>
 *
 * <p>Two virtual threads and a queue of one page between them: the producer fetches page after page (blocking) and
 * {@code put}s each; the consumer {@code take}s a page and processes it. Both sides are the plainest blocking code;
 * the overlap comes from there being two threads, and virtual threads make the second one nearly free.
 *
 * <p><b>What to notice:</b> this is the iterator's pipelined version with virtual threads instead of a platform
 * fetcher thread: blocking on the queue and on the socket unmounts either thread, so while both wait no carrier is
 * held. The CPU work of processing runs on a carrier (one of about as many as CPUs); with several such walks at once
 * the carriers are shared. A queue of one is enough: the producer only needs to be one page ahead.
 *
 * <p><b>Where memory and threads go:</b> two virtual threads (heap objects; stacks as heap chunks while parked), at
 * most three pages alive, the accumulator.
 */
public final class VirtualThreadsPipelined implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return VirtualThreadsAggregator.onVirtualThread(() -> {
            OrderStatsAccumulator stats = new OrderStatsAccumulator();
            try (BackgroundPageFetcher pages = new BackgroundPageFetcher(
                    client, Thread.ofVirtual().name("page-fetcher").factory(), 1)) {
                while (pages.hasNext()) {
                    OrderPage page = pages.next(); // parks (unmounts) until the producer hands a page over
                    stats.addAll(page.data());
                }
            }
            return stats.toStats();
        });
    }
}
