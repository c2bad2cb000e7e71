package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;

/**
 * One way of turning every page of the orders API into {@link OrderStats}. Implementations differ only in their
 * concurrency style; fetching, decoding, retrying and the arithmetic are shared. A failure on any page fails the
 * whole aggregation: partial statistics are never returned as if complete.
 */
@FunctionalInterface
public interface OrderAggregator {

    OrderStats aggregate(OrdersClient client);
}
