package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import tools.jackson.databind.json.JsonMapper;

/**
 * WireMock extension {@value #NAME}: describes the data set being served ({@code GET /orders/info}), so a worker can
 * record the orders, page size and seed it measured against.
 */
public final class OrdersInfoTransformer extends NamedTransformer {

    public static final String NAME = "orders-info";

    /** The body of {@code GET /orders/info}. */
    public record Info(long totalOrders, int pageSize, long seed, int latencyMillis, int failEvery) {
    }

    private final String body;

    public OrdersInfoTransformer(MockSettings settings) {
        super(NAME);
        this.body = JsonMapper.builder().build().writeValueAsString(new Info(settings.totalOrders(),
                settings.pageSize(), settings.seed(), settings.latencyMillis(), settings.failEvery()));
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        return MockResponses.json(200, body);
    }
}
