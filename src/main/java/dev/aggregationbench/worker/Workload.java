package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.variant.Variant;

/**
 * What one pass runs: a variant's aggregation, or the {@code transport} row (fetch and decode only). Returns the statistics,
 * or {@code null} when the workload computes none.
 */
@FunctionalInterface
interface Workload {

    OrderStats run(OrdersClient client);

    /** The most pages one pass may fetch (see {@link PageBudget}); one walk of the whole set unless overridden. */
    default PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        return PageBudget.of(api, expected, 1, 1);
    }

    /** {@code transport} or a variant id; the exception lists the valid ids. */
    static Workload forId(String id) {
        if (WorkerResult.TRANSPORT.equals(id)) {
            return Workload::fetchEveryPage;
        }
        Variant variant;
        try {
            variant = Variant.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ", " + WorkerResult.TRANSPORT);
        }
        return client -> variant.newAggregator().aggregate(client);
    }

    /**
     * The transport row: every page fetched with {@link OrdersClient#fetchPage} (the streaming decode the blocking
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
