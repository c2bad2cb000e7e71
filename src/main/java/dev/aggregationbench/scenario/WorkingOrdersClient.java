package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CompletableFuture;

/** {@link WorkPerOrder#applyTo}: the same pages, whose orders cost the work when they are read. */
final class WorkingOrdersClient implements OrdersClient {

    private final OrdersClient delegate;
    private final WorkPerOrder work;

    WorkingOrdersClient(OrdersClient delegate, WorkPerOrder work) {
        this.delegate = delegate;
        this.work = work;
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return working(delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return delegate.fetchPageAsync(cursor).thenApply(this::working);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return working(delegate.fetchPageBuffered(cursor));
    }

    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new WorkingOrdersClient(delegate.forPartition(partition, partitions), work);
    }

    private OrderPage working(OrderPage page) {
        return OrderPage.handingOver(new WorkingOrders(page.data(), work), page.nextCursor(), page.hasMore());
    }

    /** A read-only view that performs the work for each order read: wrapping costs nothing, reading pays. */
    private static final class WorkingOrders extends AbstractList<Order> implements RandomAccess {
        private final List<Order> orders;
        private final WorkPerOrder work;

        WorkingOrders(List<Order> orders, WorkPerOrder work) {
            this.orders = orders;
            this.work = work;
        }

        @Override
        public Order get(int index) {
            Order order = orders.get(index);
            work.performOne();
            return order;
        }

        @Override
        public int size() {
            return orders.size();
        }
    }
}
