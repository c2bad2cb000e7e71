package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.variant.OrderAggregator;
import reactor.core.scheduler.Schedulers;

/**
 * <h2>Reactor, pipelined: a thread boundary with a small prefetch</h2>
 *
 * <p>{@link ReactorAggregator}'s pipeline with one operator added: {@code publishOn(Schedulers.parallel(), 2)}.
 * Without it, the page's {@code onNext} reduces the whole page on the thread that received it, and {@code expand}
 * asks for the next page only when that {@code onNext} returns: request and processing alternate. With it, the
 * receiving thread only puts the page into publishOn's queue and returns, so {@code expand} requests page n+1 at
 * once, while a {@code parallel} worker reduces page n.
 *
 * <p><b>What to notice:</b> in Reactor, operators do not add concurrency by themselves; a Scheduler does, and only
 * where you put it. The prefetch (2) bounds how many pages wait in the queue, so memory stays O(page size); the
 * default (256) would let a fast source run far ahead of a slow reducer. {@code parallel()} is the scheduler for CPU
 * work (as many workers as CPUs); blocking work would belong on {@code boundedElastic()}.
 *
 * <p><b>Where memory and threads go:</b> publishOn's queue (at most 2 pages), the page being reduced, the page in
 * flight; one {@code parallel-N} worker thread does the reducing. The receiving is not on it: the HTTP client's
 * SelectorManager thread decodes each page (mostly), and the common-pool worker on which the page's future completes
 * (CompletableFuture's default executor, where the JDK hands {@code sendAsync}'s dependents) queues it and sends the
 * next request.
 *
 * @see "dev.aggregationbench.variant.PipelinedOverlapTest (test sources): the same pipeline without publishOn does
 *      not overlap"
 */
public final class ReactorPipelined implements OrderAggregator {

    /** Pages that may wait for the reducer: enough for the next one to be there when the current one is done. */
    static final int PREFETCH = 2;

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return ReactorAggregator.statsOf(ReactorAggregator.pages(client)
                        .publishOn(Schedulers.parallel(), PREFETCH)) // the thread boundary: fetching moves on
                .block();
    }
}
