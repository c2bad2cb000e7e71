package dev.aggregationbench.variant.iterator;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;
import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * <h2>Iterator: pull one order at a time, fetch a page only when needed</h2>
 *
 * <p>The paginated API hides behind a plain {@link Iterable}: {@code hasNext()} fetches the next page only when the
 * current one is used up. The caller writes an ordinary for-each loop and never sees a cursor.
 *
 * <p><b>What to notice:</b> the laziness is in {@code hasNext()}; the loop body decides how much is fetched (stop
 * early, and later pages are never requested). Everything runs on the caller's thread, which blocks during each
 * request. It is the most explicit streaming variant: no framework, nothing hidden.
 *
 * <p><b>Where memory goes:</b> O(page size): the iterator holds the current page only. Orders of earlier pages are
 * garbage as soon as the loop has moved past them, so the live set after GC does not grow with the data set.
 *
 * @see "dev.aggregationbench.pitfalls.PullingOverPagesTest (test sources): iterating the Iterable twice fetches
 *      everything twice"
 * @see "docs/variants/03-iterator.md"
 */
public final class IteratorAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        OrderStatsAccumulator stats = new OrderStatsAccumulator();
        for (Order order : orders(client)) {
            stats.add(order);
        }
        return stats.toStats();
    }

    /** All orders, lazily: no request is sent until the first {@code hasNext()}. */
    public static Iterable<Order> orders(OrdersClient client) {
        return () -> new PageIterator(client);
    }

    private static final class PageIterator implements Iterator<Order> {
        private final OrdersClient client;
        private Iterator<Order> current = Collections.emptyIterator();
        private String nextCursor;
        private boolean lastPageFetched;

        PageIterator(OrdersClient client) {
            this.client = client;
        }

        @Override
        public boolean hasNext() {
            while (!current.hasNext() && !lastPageFetched) {
                OrderPage page = client.fetchPage(nextCursor);
                current = page.data().iterator();
                nextCursor = page.nextCursor();
                lastPageFetched = !page.hasMore();
            }
            return current.hasNext();
        }

        @Override
        public Order next() {
            if (!hasNext()) {
                throw new NoSuchElementException("no more orders");
            }
            return current.next();
        }
    }
}
