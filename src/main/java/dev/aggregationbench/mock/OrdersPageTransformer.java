package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import java.util.concurrent.atomic.AtomicLong;

/**
 * WireMock extension {@value #NAME}: generates the page a request asks for ({@code cursor} and {@code limit}, or
 * the first page of {@code partition} of {@code partitions}) from the {@link OrderGenerator}. The stub mappings in {@code mock-api/mappings} route {@code GET /orders} here.
 */
public final class OrdersPageTransformer extends NamedTransformer {

    public static final String NAME = "orders-page";

    private final OrderGenerator generator;
    private final MockSettings settings;
    private final PageCache pages;
    private final AtomicLong pageRequests = new AtomicLong();

    public OrdersPageTransformer(OrderGenerator generator, MockSettings settings) {
        super(NAME);
        this.generator = generator;
        this.settings = settings;
        this.pages = new PageCache(generator, settings.pageCacheMegabytes() * 1024L * 1024L);
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        Request request = serveEvent.getRequest();
        OrderRange walk;
        int limit;
        try {
            walk = OrdersQuery.walk(request, generator.totalOrders());
            limit = OrdersQuery.limit(request, settings.pageSize());
        } catch (BadParameterException e) {
            return MockResponses.badRequest(e.parameter(), e.getMessage());
        }
        if (settings.failEvery() > 0 && pageRequests.incrementAndGet() % settings.failEvery() == 0) {
            return MockResponses.json(503, "{\"error\":\"unavailable\",\"message\":\"injected fault (fail-every="
                    + settings.failEvery() + ")\"}");
        }
        byte[] body = pages.page(walk, limit);
        ResponseDefinitionBuilder response = new ResponseDefinitionBuilder()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withHeader("Content-Length", Integer.toString(body.length))
                .withBody(body);
        Integer stubDelay = serveEvent.getResponseDefinition().getFixedDelayMilliseconds();
        int delayMillis = Math.max(settings.latencyMillis(), stubDelay == null ? 0 : stubDelay);
        if (delayMillis > 0) {
            response.withFixedDelay(delayMillis);
        }
        return response.build();
    }
}
