package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;

/** The blocking page loop of the virtual-threads variant, for running it on threads of a test's choosing. */
final class BlockingLoop {

    private BlockingLoop() {}

    static OrderStats aggregate(OrdersClient client) {
        OrderStatsAccumulator stats = new OrderStatsAccumulator();
        String cursor = null;
        OrderPage page;
        do {
            page = client.fetchPage(cursor);
            stats.addAll(page.data());
            cursor = page.nextCursor();
        } while (page.hasMore());
        return stats.toStats();
    }
}
