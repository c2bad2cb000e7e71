package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import java.util.AbstractList;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Wraps a real client and puts events of one walk on a logical clock (an ordering, not a time): when the fetch of
 * page k is called, and when the last order of page k has been read (its processing ended). Pages are numbered in
 * fetch order, which is cursor order in one walk.
 */
final class PageTimelineClient implements OrdersClient {

    private final OrdersClient delegate;
    private final AtomicLong clock = new AtomicLong();
    private final AtomicInteger fetches = new AtomicInteger();
    private final Map<Integer, Long> fetchStarted = new ConcurrentHashMap<>();
    private final Map<Integer, Long> processingEnded = new ConcurrentHashMap<>();

    PageTimelineClient(OrdersClient delegate) {
        this.delegate = delegate;
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        int page = started();
        return recording(page, delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        int page = started();
        return delegate.fetchPageAsync(cursor).thenApply(p -> recording(page, p));
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        int page = started();
        return recording(page, delegate.fetchPageBuffered(cursor));
    }

    /** Pages n (0..pages-2) whose successor's fetch was called before page n's processing ended. */
    int overlappedPages() {
        int pages = fetches.get();
        int overlapped = 0;
        for (int n = 0; n + 1 < pages; n++) {
            if (fetchStarted.get(n + 1) < processingEnded.getOrDefault(n, Long.MAX_VALUE)) {
                overlapped++;
            }
        }
        return overlapped;
    }

    int pages() {
        return fetches.get();
    }

    private int started() {
        int page = fetches.getAndIncrement();
        fetchStarted.put(page, clock.incrementAndGet());
        return page;
    }

    private OrderPage recording(int pageIndex, OrderPage page) {
        if (page.data().isEmpty()) {
            processingEnded.put(pageIndex, clock.incrementAndGet());
            return page;
        }
        return OrderPage.handingOver(new Recording(pageIndex, page.data()), page.nextCursor(), page.hasMore());
    }

    /** Records when the page's last order has been read (after any work the delegate charges for it). */
    private final class Recording extends AbstractList<Order> implements RandomAccess {
        private final int pageIndex;
        private final List<Order> orders;

        Recording(int pageIndex, List<Order> orders) {
            this.pageIndex = pageIndex;
            this.orders = orders;
        }

        @Override
        public Order get(int index) {
            Order order = orders.get(index);
            if (index == orders.size() - 1) {
                processingEnded.put(pageIndex, clock.incrementAndGet());
            }
            return order;
        }

        @Override
        public int size() {
            return orders.size();
        }
    }
}
