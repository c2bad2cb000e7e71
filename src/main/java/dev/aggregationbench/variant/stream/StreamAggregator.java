package dev.aggregationbench.variant.stream;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;
import java.util.Collections;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * <h2>Stream: a Spliterator over pages, collected with a Collector</h2>
 *
 * <p>A {@link Spliterator} turns the cursor walk into a {@code Stream<Order>}; the statistics are a
 * {@link java.util.stream.Collector} ({@link OrderStatsAccumulator#collector()}). Callers get the whole Stream API:
 * {@code filter}, {@code limit}, {@code anyMatch}...
 *
 * <p><b>What to notice:</b> streams pull. {@code tryAdvance} is called once per element and fetches a page only
 * when the current one is exhausted, so short-circuiting operations ({@code limit}, {@code findFirst}) stop the
 * fetching too. The spliterator reports an unknown size and does not split: pages must be fetched in cursor
 * order, so {@code parallel()} would gain nothing.
 *
 * <p><b>Where memory goes:</b> O(page size): the current page, plus a few pipeline objects created once.
 *
 * @see "dev.aggregationbench.pitfalls.PullingOverPagesTest (test sources): parallel() still fetches on one thread"
 * @see "docs/variants/02-stream.md"
 */
public final class StreamAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return collect(orders(client));
    }

    /** The stats of these orders, the stream closed after (which, pipelined, stops its fetcher). */
    static OrderStats collect(Stream<Order> orders) {
        try (orders) {
            return orders.collect(OrderStatsAccumulator.collector());
        }
    }

    /** All orders as a lazy, sequential stream: pages are fetched as the stream's terminal operation pulls. */
    public static Stream<Order> orders(OrdersClient client) {
        return StreamSupport.stream(new PageSpliterator(client), false);
    }

    private static final class PageSpliterator implements Spliterator<Order> {
        private final OrdersClient client;
        private Iterator<Order> current = Collections.emptyIterator();
        private String nextCursor;
        private boolean lastPageFetched;

        PageSpliterator(OrdersClient client) {
            this.client = client;
        }

        @Override
        public boolean tryAdvance(Consumer<? super Order> action) {
            while (!current.hasNext()) {
                if (lastPageFetched) {
                    return false;
                }
                OrderPage page = client.fetchPage(nextCursor);
                current = page.data().iterator();
                nextCursor = page.nextCursor();
                lastPageFetched = !page.hasMore();
            }
            action.accept(current.next());
            return true;
        }

        @Override
        public Spliterator<Order> trySplit() {
            return null; // cursor pagination is inherently sequential
        }

        @Override
        public long estimateSize() {
            return Long.MAX_VALUE; // unknown until the last page
        }

        @Override
        public int characteristics() {
            return ORDERED | NONNULL | IMMUTABLE;
        }
    }
}
