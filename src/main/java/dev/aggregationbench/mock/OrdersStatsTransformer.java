package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import dev.aggregationbench.order.OrderStatsJson;

/**
 * WireMock extension {@value #NAME}: the ground-truth statistics of the whole order set, computed from the
 * {@link OrderGenerator} (not over HTTP). {@code GET /orders/stats} is routed here.
 */
public final class OrdersStatsTransformer extends NamedTransformer {

    public static final String NAME = "orders-stats";

    private final OrderGenerator generator;

    public OrdersStatsTransformer(OrderGenerator generator) {
        super(NAME);
        this.generator = generator;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        return MockResponses.json(200, OrderStatsJson.write(generator.expectedStats()));
    }
}
