package dev.aggregationbench.variant.naive;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;

import java.util.ArrayList;
import java.util.List;

/**
 * <h2>Naive: fetch everything, then aggregate</h2>
 *
 * <p>The first draft most of us write: loop over the pages, read each whole response body into memory, bind it to
 * objects, add every order to one list, and compute the statistics at the end.
 *
 * <p><b>What to notice:</b> the code is the shortest of the six and perfectly correct. Its cost is not visible in
 * the code but in the heap: the list holds every order ever fetched until the last page has arrived.
 *
 * <p><b>Where memory goes:</b> O(total orders). Each {@link Order} (record, two strings, a BigDecimal, an Instant)
 * costs a few hundred bytes and all of them stay reachable, so the live set after GC grows with the data set,
 * and with it GC work (every young collection copies the survivors). On top of that, each page's body is held
 * whole as bytes while it is being bound.
 */
public final class NaiveAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        List<Order> allOrders = fetchAll(client);
        return new OrderStatsAccumulator().addAll(allOrders).toStats();
    }

    /** Every order of every page, in one list. */
    public static List<Order> fetchAll(OrdersClient client) {
        List<Order> allOrders = new ArrayList<>();
        String cursor = null;
        OrderPage page;
        do {
            page = client.fetchPageBuffered(cursor);
            allOrders.addAll(page.data());
            cursor = page.nextCursor();
        } while (page.hasMore());
        return allOrders;
    }
}
