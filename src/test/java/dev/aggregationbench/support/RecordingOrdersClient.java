package dev.aggregationbench.support;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Wraps a real {@link OrdersClient} and records each fetch (which method, which cursor, on which thread), so tests
 * can observe when and where a variant fetches. Every call still goes over real HTTP.
 */
public final class RecordingOrdersClient implements OrdersClient {

    public record Fetch(String method, String cursor, Thread thread) {}

    private final OrdersClient delegate;
    private final List<Fetch> fetches = new CopyOnWriteArrayList<>();

    public RecordingOrdersClient(OrdersClient delegate) {
        this.delegate = delegate;
    }

    public List<Fetch> fetches() {
        return List.copyOf(fetches);
    }

    public int fetchCount() {
        return fetches.size();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        fetches.add(new Fetch("fetchPage", cursor, Thread.currentThread()));
        return delegate.fetchPage(cursor);
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        fetches.add(new Fetch("fetchPageAsync", cursor, Thread.currentThread()));
        return delegate.fetchPageAsync(cursor);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        fetches.add(new Fetch("fetchPageBuffered", cursor, Thread.currentThread()));
        return delegate.fetchPageBuffered(cursor);
    }
}
