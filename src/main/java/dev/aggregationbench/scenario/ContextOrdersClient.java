package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;

/**
 * {@link FanOutContexts#wrap}: each partition's view (each aggregation's) has an {@link AggregationContext} of its
 * own, and every order of its pages is checked as it is read, on the thread that reads it to add it: the thread's
 * context must be the aggregation's. A mismatch is counted (none, or another id), never thrown: the fan-out's
 * statistics stay exact whatever the context does. The check is one read of the carrier per order and a reference
 * comparison; only a mismatch costs an add.
 */
final class ContextOrdersClient extends ReadingOrdersClient {

    private final FanOutContexts contexts;
    private final AggregationContext context;

    ContextOrdersClient(OrdersClient delegate, FanOutContexts contexts, AggregationContext context) {
        super(delegate);
        this.contexts = contexts;
        this.context = context;
    }

    AggregationContext context() {
        return context;
    }

    /** Without an aggregation's id (the whole data set's client) there is nothing to check. */
    @Override
    boolean reading() {
        return context.id() != null;
    }

    @Override
    void onRead() {
        String carried = context.carried();
        if (carried != context.id() && !context.id().equals(carried)) {
            contexts.mismatch(carried == null);
        }
    }

    /** The partition's view, with the aggregation's own context. */
    @Override
    OrdersClient over(OrdersClient view, int partition, int partitions) {
        return new ContextOrdersClient(view, contexts, contexts.contextFor(partition, partitions));
    }
}
