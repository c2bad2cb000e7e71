package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.variant.Variant;
import java.util.function.BiFunction;

/**
 * What one pass runs: a variant's aggregation, or a control row that fetches every page and drops it (the
 * {@code transport} row decodes each page as it arrives, the {@code binding} row reads it whole and binds it). Returns
 * the statistics, or {@code null} when the workload computes none.
 */
@FunctionalInterface
interface Workload {

    OrderStats run(OrdersClient client);

    /** The most pages one pass may fetch (see {@link PageBudget}); one walk of the whole set unless overridden. */
    default PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        return PageBudget.of(api, expected, 1, 1);
    }

    /** A control row's id or a variant id; the exception lists the valid ids. */
    static Workload forId(String id) {
        if (WorkerResult.TRANSPORT.equals(id)) {
            // the streaming decode every variant uses (the blocking ones through this very method)
            return client -> dropEveryPage(client, OrdersClient::fetchPage);
        }
        if (WorkerResult.BINDING.equals(id)) {
            // a first draft's way: the whole body as a byte[], then Jackson's data binding
            return client -> dropEveryPage(client, OrdersClient::fetchPageBuffered);
        }
        Variant variant;
        try {
            variant = Variant.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    e.getMessage() + ", " + String.join(", ", WorkerResult.CONTROLS) + " (the control rows)");
        }
        return client -> variant.newAggregator().aggregate(client);
    }

    /**
     * A control row: every page fetched one way and dropped. What is left of a variant's cost after subtracting the
     * transport row is its own; the binding row minus the transport row is what reading a body whole and binding it
     * costs.
     */
    private static OrderStats dropEveryPage(OrdersClient client, BiFunction<OrdersClient, String, OrderPage> fetch) {
        String cursor = null;
        OrderPage page;
        do {
            page = fetch.apply(client, cursor);
            cursor = page.nextCursor();
        } while (page.hasMore());
        return null;
    }
}
