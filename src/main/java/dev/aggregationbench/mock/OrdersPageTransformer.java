package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import java.util.concurrent.atomic.AtomicLong;

/**
 * WireMock extension {@value #NAME}: generates the page a request asks for ({@code cursor}, {@code limit}) from
 * the {@link OrderGenerator}. The stub mappings in {@code mock-api/mappings} route {@code GET /orders} here.
 */
public final class OrdersPageTransformer extends NamedTransformer {

    public static final String NAME = "orders-page";

    private final OrderGenerator generator;
    private final MockSettings settings;
    private final AtomicLong pageRequests = new AtomicLong();

    public OrdersPageTransformer(OrderGenerator generator, MockSettings settings) {
        super(NAME);
        this.generator = generator;
        this.settings = settings;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        Request request = serveEvent.getRequest();
        long offset;
        int limit;
        try {
            offset = offset(request.queryParameter("cursor"));
            limit = limit(request.queryParameter("limit"));
        } catch (BadParameterException e) {
            return MockResponses.badRequest(e.parameter, e.getMessage());
        }
        if (settings.failEvery() > 0 && pageRequests.incrementAndGet() % settings.failEvery() == 0) {
            return MockResponses.json(503, "{\"error\":\"unavailable\",\"message\":\"injected fault (fail-every="
                    + settings.failEvery() + ")\"}");
        }
        byte[] body = page(offset, limit);
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

    private byte[] page(long offset, int limit) {
        int orders = (int) Math.max(0, Math.min(limit, generator.totalOrders() - offset));
        return new PageWriter(64 + orders * 200).page(generator, offset, limit);
    }

    private long offset(QueryParameter cursor) {
        if (cursor == null || !cursor.isPresent()) {
            return 0;
        }
        try {
            return Cursor.decode(cursor.firstValue(), generator.totalOrders());
        } catch (IllegalArgumentException e) {
            throw new BadParameterException("cursor", e.getMessage());
        }
    }

    private int limit(QueryParameter limit) {
        if (limit == null || !limit.isPresent()) {
            return settings.pageSize();
        }
        String text = limit.firstValue();
        try {
            int value = Integer.parseInt(text);
            if (value >= 1 && value <= MockSettings.MAX_PAGE_SIZE) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadParameterException("limit",
                "limit must be an integer 1.." + MockSettings.MAX_PAGE_SIZE + ", was '" + text + "'");
    }

    private static final class BadParameterException extends RuntimeException {
        private final String parameter;

        BadParameterException(String parameter, String message) {
            super(message, null, false, false);
            this.parameter = parameter;
        }
    }
}
