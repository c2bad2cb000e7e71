package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * {@link FanOutSettings#locked}: each partition's view (each aggregation's) fetches its pages while holding a lock
 * of its own, a monitor ({@code synchronized}) or a {@link ReentrantLock} ({@code reentrant}), the way code that
 * guards a per-request resource does. Nobody else takes the lock, so it costs no waiting; what it shows is what
 * blocking inside it costs: on JDK 21 a virtual thread that blocks on the socket inside {@code synchronized} pins
 * its carrier (JDK 24 and later: it does not), inside a {@code ReentrantLock} it does not. For the asynchronous
 * styles only the sending of the request is inside the lock.
 */
final class LockedOrdersClient implements OrdersClient {

    private final OrdersClient delegate;
    private final boolean monitor;
    private final Object guard = new Object();
    private final ReentrantLock lock = new ReentrantLock();

    LockedOrdersClient(OrdersClient delegate, String lock) {
        this.delegate = delegate;
        this.monitor = "synchronized".equals(lock);
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return holding(() -> delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return holding(() -> delegate.fetchPageAsync(cursor));
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return holding(() -> delegate.fetchPageBuffered(cursor));
    }

    /** The partition's view, with a lock of its own: one lock per aggregation. */
    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new LockedOrdersClient(
                delegate.forPartition(partition, partitions), monitor ? "synchronized" : "reentrant");
    }

    /** Whether the calling thread holds this view's lock (for a test, and for a reader of a thread dump). */
    boolean heldByCurrentThread() {
        return monitor ? Thread.holdsLock(guard) : lock.isHeldByCurrentThread();
    }

    private <T> T holding(Supplier<T> fetch) {
        if (monitor) {
            synchronized (guard) {
                return fetch.get();
            }
        }
        lock.lock();
        try {
            return fetch.get();
        } finally {
            lock.unlock();
        }
    }
}
