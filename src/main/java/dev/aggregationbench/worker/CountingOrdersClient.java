package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the pages and orders a variant receives, whatever method it fetches with, so the worker knows how far a
 * variant got when it fails (an OutOfMemoryError after 312 pages) and can compute bytes per order. The cost is two
 * atomic adds per page (and, for the async method, one more completion stage per page).
 */
final class CountingOrdersClient implements OrdersClient {

    private final OrdersClient delegate;
    private final AtomicLong pages = new AtomicLong();
    private final AtomicLong orders = new AtomicLong();

    CountingOrdersClient(OrdersClient delegate) {
        this.delegate = delegate;
    }

    long pagesFetched() {
        return pages.get();
    }

    long ordersFetched() {
        return orders.get();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return counted(delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return delegate.fetchPageAsync(cursor).thenApply(this::counted);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return counted(delegate.fetchPageBuffered(cursor));
    }

    private OrderPage counted(OrderPage page) {
        pages.incrementAndGet();
        orders.addAndGet(page.data().size());
        return page;
    }
}
