package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CompletableFuture;

/**
 * The same pages, on every fetch path, each of whose orders runs {@link #onRead} as it is read, on the thread that
 * reads it to add it: wrapping a page costs nothing, reading pays. {@link WorkingOrdersClient} (the work per order)
 * and {@link ContextOrdersClient} (the context check) are such clients, and so is each of their partitions' views.
 */
abstract class ReadingOrdersClient implements OrdersClient {

    private final OrdersClient delegate;

    ReadingOrdersClient(OrdersClient delegate) {
        this.delegate = delegate;
    }

    /** What reading one order costs or checks. */
    abstract void onRead();

    /** Whether the pages are wrapped at all; false: they are handed over as they are. */
    boolean reading() {
        return true;
    }

    /** This client over {@code view}, the delegate's view of one partition of {@code partitions}. */
    abstract OrdersClient over(OrdersClient view, int partition, int partitions);

    @Override
    public final OrderPage fetchPage(String cursor) {
        return read(delegate.fetchPage(cursor));
    }

    @Override
    public final CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return delegate.fetchPageAsync(cursor).thenApply(this::read);
    }

    @Override
    public final OrderPage fetchPageBuffered(String cursor) {
        return read(delegate.fetchPageBuffered(cursor));
    }

    @Override
    public final OrdersClient forPartition(int partition, int partitions) {
        return over(delegate.forPartition(partition, partitions), partition, partitions);
    }

    private OrderPage read(OrderPage page) {
        return reading() ? OrderPage.handingOver(new ReadOrders(page.data()), page.nextCursor(), page.hasMore()) : page;
    }

    /** A read-only view that runs {@link #onRead} for each order read. */
    private final class ReadOrders extends AbstractList<Order> implements RandomAccess {
        private final List<Order> orders;

        ReadOrders(List<Order> orders) {
            this.orders = orders;
        }

        @Override
        public Order get(int index) {
            onRead();
            return orders.get(index);
        }

        @Override
        public int size() {
            return orders.size();
        }
    }
}
