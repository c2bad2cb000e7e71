package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.variant.Variant;

/**
 * What one pass runs: a variant's aggregation, or the {@code baseline} (transport only). Returns the statistics,
 * or {@code null} when the workload computes none.
 */
@FunctionalInterface
interface Workload {

    String BASELINE_ID = "baseline";

    OrderStats run(OrdersClient client);

    /** {@code baseline} or a variant id; the exception lists the valid ids. */
    static Workload forId(String id) {
        if (BASELINE_ID.equals(id)) {
            return Workload::fetchEveryPage;
        }
        Variant variant;
        try {
            variant = Variant.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ", " + BASELINE_ID);
        }
        return client -> variant.newAggregator().aggregate(client);
    }

    /**
     * The baseline: every page fetched with {@link OrdersClient#fetchPage} (the streaming decode the blocking
     * variants use) and dropped. What is left of a variant's cost after subtracting this is its own.
     */
    private static OrderStats fetchEveryPage(OrdersClient client) {
        String cursor = null;
        OrderPage page;
        do {
            page = client.fetchPage(cursor);
            cursor = page.nextCursor();
        } while (page.hasMore());
        return null;
    }
}
