package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Serves one page fetched from the real mock as a chain of {@code pages} pages (cursors "1", "2", ...), for the
 * pitfalls that need more pages than are worth fetching over HTTP: how deep a recursive chain gets, and what it keeps.
 * {@link #fetchPageAsync} completes at once (as a cache would: the recursion then runs on one stack), or, with a
 * {@code completer}, later on that executor (as a response does: the stack unwinds between pages).
 */
final class RepeatedPageClient implements OrdersClient {

    private final OrderPage page;
    private final int pages;
    private final Executor completer;
    private final IntConsumer onFetch;
    private final AtomicInteger fetched = new AtomicInteger();

    RepeatedPageClient(OrderPage page, int pages, Executor completer, IntConsumer onFetch) {
        this.page = page;
        this.pages = pages;
        this.completer = completer;
        this.onFetch = onFetch;
    }

    /** Pages handed out so far. */
    int pagesFetched() {
        return fetched.get();
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        int index = cursor == null ? 0 : Integer.parseInt(cursor);
        int n = fetched.incrementAndGet();
        onFetch.accept(n);
        OrderPage next = index + 1 < pages
                ? new OrderPage(page.data(), String.valueOf(index + 1), true)
                : new OrderPage(page.data(), null, false);
        return completer == null
                ? CompletableFuture.completedFuture(next)
                : CompletableFuture.supplyAsync(() -> next, completer);
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return fetchPageAsync(cursor).join();
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return fetchPage(cursor);
    }
}
