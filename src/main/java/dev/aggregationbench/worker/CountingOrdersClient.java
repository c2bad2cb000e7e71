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
    private final AtomicLong pages;
    private final AtomicLong orders;

    CountingOrdersClient(OrdersClient delegate) {
        this(delegate, new AtomicLong(), new AtomicLong());
    }

    private CountingOrdersClient(OrdersClient delegate, AtomicLong pages, AtomicLong orders) {
        this.delegate = delegate;
        this.pages = pages;
        this.orders = orders;
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

    /** The partition view, counted into the same totals (the fan-out walks K partitions through one counter). */
    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new CountingOrdersClient(delegate.forPartition(partition, partitions), pages, orders);
    }

    private OrderPage counted(OrderPage page) {
        pages.incrementAndGet();
        orders.addAndGet(page.data().size());
        return page;
    }
}
