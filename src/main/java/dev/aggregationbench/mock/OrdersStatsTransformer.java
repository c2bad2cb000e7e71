package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsJson;

/**
 * WireMock extension {@value #NAME}: the ground-truth statistics of the whole order set, or of one partition
 * ({@code ?partition=i&partitions=k}), computed from the {@link OrderGenerator} (not over HTTP).
 * {@code GET /orders/stats} is routed here.
 */
public final class OrdersStatsTransformer extends NamedTransformer {

    public static final String NAME = "orders-stats";

    private final OrderGenerator generator;
    private OrderStats wholeSet;

    public OrdersStatsTransformer(OrderGenerator generator) {
        super(NAME);
        this.generator = generator;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        OrderRange range;
        try {
            range = OrdersQuery.partition(serveEvent.getRequest(), generator.totalOrders());
        } catch (BadParameterException e) {
            return MockResponses.badRequest(e.parameter(), e.getMessage());
        }
        OrderStats stats = range.size() == generator.totalOrders()
                ? wholeSet()
                : generator.expectedStats(range.start(), range.end());
        return MockResponses.json(200, OrderStatsJson.write(stats));
    }

    /** The whole set's statistics: computed on the first request, then kept (every worker asks for them). */
    private synchronized OrderStats wholeSet() {
        if (wholeSet == null) {
            wholeSet = generator.expectedStats();
        }
        return wholeSet;
    }
}
