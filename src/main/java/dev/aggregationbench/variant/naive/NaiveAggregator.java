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
 * <p>The first draft most of us write: loop over the pages, add every order to one list, and compute the statistics
 * at the end. Each page is read the way the other five styles read it ({@link OrdersClient#fetchPage}: decoded as
 * its bytes arrive), so the one thing naive does differently is keep the orders.
 *
 * <p><b>What to notice:</b> the code is the shortest of the six and perfectly correct. Its cost is not visible in
 * the code but in the heap: the list holds every order ever fetched until the last page has arrived.
 *
 * <p><b>Where memory goes:</b> O(total orders). Each {@link Order} (record, three strings, a BigDecimal, an
 * Instant) costs a few hundred bytes and all of them stay reachable, so the live set after GC grows with the data
 * set. A young collection copies what is still reachable in the young generation: here the orders that arrived
 * since the previous collection, and again those already in survivor space, until they are promoted to the old
 * generation. The list's backing array grows with it (each growth a new array and a copy).
 *
 * <p><b>Not here:</b> a first draft often also reads each body whole and binds it with data binding. That cost is
 * measured on its own, by the {@code binding} row beside the {@code transport} row (docs/variants/01-naive.md).
 *
 * <p><b>In the scenarios:</b> naive has no pipelined form: in the pipelined scenario it runs as it is, one request
 * after the other, and shows the sequential bound pages x (latency + work). In fan-out it runs once per partition on
 * a fixed pool of platform threads ({@code PlatformThreadsFanOut}).
 *
 * @see "dev.aggregationbench.worker.WorkerLiveSetTest (test sources): naive's live set against the
 *      streaming variants'"
 * @see "docs/variants/01-naive.md"
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
            page = client.fetchPage(cursor);
            allOrders.addAll(page.data());
            cursor = page.nextCursor();
        } while (page.hasMore());
        return allOrders;
    }
}
