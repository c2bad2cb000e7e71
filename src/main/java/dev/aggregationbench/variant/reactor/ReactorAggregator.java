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
 * <p>{@link Mono#expand}, called on the first page's Mono, turns "each page tells where the next one is" into a
 * {@link Flux} of pages: every emitted page is mapped to a {@link Mono} of the next page (or nothing, on the last). Orders are flattened out of the pages and reduced
 * into one accumulator. The pipeline never blocks; the only {@code block()} is at the edge, where the caller needs
 * the result.
 *
 * <p><b>What to notice:</b> nothing happens on assembly; a page's Mono sends its request when it is
 * <em>subscribed</em> ({@code fromFuture} with a supplier), and {@code expand} subscribes to the next page's Mono
 * when its {@code onNext} of the current page has returned. In {@link #aggregate} that {@code onNext} reduces the
 * whole page on the same thread, so request and reduction alternate and never overlap; overlap needs a thread
 * boundary ({@code publishOn}). Demand does not pace these requests: {@code concatMapIterable} asks for 32 pages,
 * {@code reduceWith} for all orders. With an explicit, small demand ({@code pages(client).take(2)}) the fetching runs
 * at most one page ahead.
 *
 * <p><b>Which thread runs what (JDK 25):</b> the caller subscribes and sends the first request, then waits in
 * {@code block()}; the client decodes each page as its buffers arrive (mostly on its SelectorManager thread); the
 * page's future completes on CompletableFuture's default executor (a common-pool worker), which reduces the page and
 * sends the next request. No operator here takes a Scheduler.
 *
 * <p><b>Where memory goes:</b> O(page size): the current page (decoded as its buffers arrive) and small
 * per-page operator state. The reduce keeps one mutable accumulator rather than building a new one per order.
 *
 * @see "dev.aggregationbench.pitfalls.ReactorExpandSequencingTest (test sources): sequencing, publishOn, demand,
 *      fromFuture and retry"
 * @see "dev.aggregationbench.pitfalls.WhichThreadRunsEachStepTest (test sources): which thread runs each step"
 * @see "docs/variants/05-reactor.md"
 */
public final class ReactorAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return statsOf(pages(client)).block(); // the edge: the caller of this method wants a value
    }

    /** The statistics of the orders of these pages, reduced into one mutable accumulator. */
    public static Mono<OrderStats> statsOf(Flux<OrderPage> pages) {
        return pages.concatMapIterable(OrderPage::data)
                .reduceWith(OrderStatsAccumulator::new, OrderStatsAccumulator::add)
                .map(OrderStatsAccumulator::toStats);
    }

    /** All pages, in cursor order; each is requested only when downstream asks for it. */
    public static Flux<OrderPage> pages(OrdersClient client) {
        return page(client, null).expand(page -> page.hasMore() ? page(client, page.nextCursor()) : Mono.empty());
    }

    private static Mono<OrderPage> page(OrdersClient client, String cursor) {
        return Mono.fromFuture(() -> client.fetchPageAsync(cursor));
    }
}
