package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Hands out the pages fetched from the mock as futures that are complete before anyone composes on them, as a
 * cache in front of the real client would; the blocking methods go to the real client. Counts the pages handed out.
 */
final class AlreadyCompletedPages implements OrdersClient {

    private final OrdersClient delegate;
    private final Map<String, OrderPage> pagesByCursor;
    private final AtomicInteger pages = new AtomicInteger();

    AlreadyCompletedPages(OrdersClient delegate, Map<String, OrderPage> pagesByCursor) {
        this.delegate = delegate;
        this.pagesByCursor = pagesByCursor;
    }

    int pagesFetched() {
        return pages.get();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return delegate.fetchPage(cursor);
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        OrderPage page = pagesByCursor.get(cursor);
        if (page == null) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("no page for cursor " + cursor));
        }
        pages.incrementAndGet();
        return CompletableFuture.completedFuture(page);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return delegate.fetchPageBuffered(cursor);
    }
}
