package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the pages and orders a variant receives, whatever method it fetches with, so the worker knows how far a
 * variant got when it fails (an OutOfMemoryError after 312 pages) and can compute bytes per order. The cost is two
 * atomic adds per page (and, for the async method, one more completion stage per page). Once the pass has fetched
 * its {@link PageBudget}, the next fetch fails: the API's cursors go round. Once the heap thrashes
 * ({@link GcThrash}), the next fetch fails with an OutOfMemoryError.
 */
final class CountingOrdersClient implements OrdersClient {

    private final OrdersClient delegate;
    private final AtomicLong pages;
    private final AtomicLong orders;
    private final PageBudget budget;

    CountingOrdersClient(OrdersClient delegate, PageBudget budget) {
        this(delegate, new AtomicLong(), new AtomicLong(), budget);
    }

    private CountingOrdersClient(OrdersClient delegate, AtomicLong pages, AtomicLong orders, PageBudget budget) {
        this.delegate = delegate;
        this.pages = pages;
        this.orders = orders;
        this.budget = budget;
    }

    long pagesFetched() {
        return pages.get();
    }

    long ordersFetched() {
        return orders.get();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        withinBudget(cursor);
        return counted(delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        long fetched = pages.get();
        if (budget.spent(fetched)) {
            return CompletableFuture.failedFuture(budget.exceeded(cursor, fetched));
        }
        OutOfMemoryError thrashing = GcThrash.ofThisJvm().failure();
        if (thrashing != null) {
            return CompletableFuture.failedFuture(thrashing);
        }
        return delegate.fetchPageAsync(cursor).thenApply(this::counted);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        withinBudget(cursor);
        return counted(delegate.fetchPageBuffered(cursor));
    }

    /** The partition view, counted into the same totals (the fan-out walks K partitions through one counter). */
    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new CountingOrdersClient(delegate.forPartition(partition, partitions), pages, orders, budget);
    }

    private void withinBudget(String cursor) {
        GcThrash.ofThisJvm().check();
        long fetched = pages.get();
        if (budget.spent(fetched)) {
            throw budget.exceeded(cursor, fetched);
        }
    }

    private OrderPage counted(OrderPage page) {
        pages.incrementAndGet();
        orders.addAndGet(page.data().size());
        return page;
    }
}
