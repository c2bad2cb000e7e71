package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Wraps a real client (and its partition views) and measures how many page requests were in flight at once: a
 * request is in flight from the call until its page (or failure) is back. Every request still goes over HTTP.
 */
final class InFlightClient implements OrdersClient {

    /** Counters shared by a client and its partition views. */
    private record Counters(AtomicInteger inFlight, AtomicInteger max) {
        void enter() {
            max.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
        }

        void leave() {
            inFlight.decrementAndGet();
        }
    }

    private final OrdersClient delegate;
    private final Counters counters;

    InFlightClient(OrdersClient delegate) {
        this(delegate, new Counters(new AtomicInteger(), new AtomicInteger()));
    }

    private InFlightClient(OrdersClient delegate, Counters counters) {
        this.delegate = delegate;
        this.counters = counters;
    }

    int maxInFlight() {
        return counters.max().get();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return blocking(() -> delegate.fetchPage(cursor));
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return blocking(() -> delegate.fetchPageBuffered(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        counters.enter();
        return delegate.fetchPageAsync(cursor).whenComplete((page, error) -> counters.leave());
    }

    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new InFlightClient(delegate.forPartition(partition, partitions), counters);
    }

    private OrderPage blocking(Supplier<OrderPage> fetch) {
        counters.enter();
        try {
            return fetch.get();
        } finally {
            counters.leave();
        }
    }
}
