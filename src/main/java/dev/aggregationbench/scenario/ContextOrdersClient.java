package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CompletableFuture;

/**
 * {@link FanOutContexts#wrap}: each partition's view (each aggregation's) has an {@link AggregationContext} of its
 * own, and every order of its pages is checked as it is read, on the thread that reads it to add it: the thread's
 * context must be the aggregation's. A mismatch is counted (none, or another id), never thrown: the fan-out's
 * statistics stay exact whatever the context does. The check is one read of the carrier per order and a reference
 * comparison; only a mismatch costs an add.
 */
final class ContextOrdersClient implements OrdersClient {

    private final OrdersClient delegate;
    private final FanOutContexts contexts;
    private final AggregationContext context;

    ContextOrdersClient(OrdersClient delegate, FanOutContexts contexts, AggregationContext context) {
        this.delegate = delegate;
        this.contexts = contexts;
        this.context = context;
    }

    AggregationContext context() {
        return context;
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return checked(delegate.fetchPage(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return delegate.fetchPageAsync(cursor).thenApply(this::checked);
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return checked(delegate.fetchPageBuffered(cursor));
    }

    /** The partition's view, with the aggregation's own context. */
    @Override
    public OrdersClient forPartition(int partition, int partitions) {
        return new ContextOrdersClient(
                delegate.forPartition(partition, partitions), contexts, contexts.contextFor(partition, partitions));
    }

    private OrderPage checked(OrderPage page) {
        return context.id() == null
                ? page
                : OrderPage.handingOver(new CheckedOrders(page.data()), page.nextCursor(), page.hasMore());
    }

    /** A read-only view that checks the reading thread's context for each order read. */
    private final class CheckedOrders extends AbstractList<Order> implements RandomAccess {
        private final List<Order> orders;

        CheckedOrders(List<Order> orders) {
            this.orders = orders;
        }

        @Override
        public Order get(int index) {
            String carried = context.carried();
            if (carried != context.id() && !context.id().equals(carried)) {
                contexts.mismatch(carried == null);
            }
            return orders.get(index);
        }

        @Override
        public int size() {
            return orders.size();
        }
    }
}
