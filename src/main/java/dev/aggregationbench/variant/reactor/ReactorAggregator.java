package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * <h2>Reactor: a Flux of pages, expanded cursor by cursor, reduced</h2>
 *
 * <p>{@link Flux#expand} turns "each page tells where the next one is" into a stream: every emitted page is mapped
 * to a {@link Mono} of the next page (or nothing, on the last). Orders are flattened out of the pages and reduced
 * into one accumulator. The pipeline never blocks; the only {@code block()} is at the edge, where the caller needs
 * the result.
 *
 * <p><b>What to notice:</b> nothing happens on assembly, and after subscription the requests follow demand:
 * {@code pages(client).take(2)} sends two or three requests, not two hundred (backpressure reaches the HTTP calls).
 * The precise rule: a page's Mono starts its request when it is <em>subscribed</em> ({@code fromFuture} with a
 * supplier), and {@code expand} subscribes to the next page's Mono as soon as a page is emitted, so the fetching
 * runs at most one page ahead of what downstream has asked for.
 *
 * <p><b>Where memory goes:</b> O(page size): the current page, its body as bytes while it is decoded, and small
 * per-page operator state. The reduce keeps one mutable accumulator rather than building a new one per order.
 */
public final class ReactorAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return pages(client)
                .concatMapIterable(OrderPage::data)
                .reduceWith(OrderStatsAccumulator::new, OrderStatsAccumulator::add)
                .map(OrderStatsAccumulator::toStats)
                .block(); // the edge: the caller of this method wants a value
    }

    /** All pages, in cursor order; each is requested only when downstream asks for it. */
    public static Flux<OrderPage> pages(OrdersClient client) {
        return page(client, null)
                .expand(page -> page.hasMore() ? page(client, page.nextCursor()) : Mono.empty());
    }

    private static Mono<OrderPage> page(OrdersClient client, String cursor) {
        return Mono.fromFuture(() -> client.fetchPageAsync(cursor));
    }
}
