package dev.aggregationbench.support;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.order.OrderStatsJson;
import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * An orders API that is not our mock: a plain WireMock server (no mappings, no transformers; anything not stubbed
 * is WireMock's own 404) under a base path, stubbed page by page to behave or misbehave (issue 13).
 */
public final class ForeignOrdersApi implements AutoCloseable {

    private final WireMockServer server;
    private final String basePath;

    public ForeignOrdersApi(String basePath) {
        this.basePath = basePath;
        this.server = new WireMockServer(
                WireMockConfiguration.options().bindAddress("127.0.0.1").dynamicPort());
        server.start();
    }

    /** The base URL to give the client or the worker: {@code http://127.0.0.1:<port><basePath>}. */
    public URI baseUri() {
        return URI.create("http://127.0.0.1:" + server.port() + basePath);
    }

    public WireMockServer server() {
        return server;
    }

    /** Stubs the page at {@code cursor} ({@code null}: the first page) with these orders and {@code nextCursor}. */
    public ForeignOrdersApi page(String cursor, String nextCursor, String... ordersJson) {
        server.stubFor(get(urlPathEqualTo(basePath + "/orders"))
                .withQueryParam("cursor", cursor == null ? absent() : equalTo(cursor))
                .willReturn(okJson("{\"data\":[" + String.join(",", ordersJson) + "],\"nextCursor\":"
                        + (nextCursor == null ? "null" : "\"" + nextCursor + "\"") + ",\"hasMore\":"
                        + (nextCursor != null) + "}")));
        return this;
    }

    /** Stubs {@code /orders/stats} with the exact statistics of these orders. */
    public ForeignOrdersApi statsOf(List<Order> orders) {
        return json(
                "/orders/stats",
                OrderStatsJson.write(new OrderStatsAccumulator().addAll(orders).toStats()));
    }

    /** Stubs {@code <basePath><path>} with a 200 JSON body. */
    public ForeignOrdersApi json(String path, String body) {
        server.stubFor(get(urlPathEqualTo(basePath + path)).willReturn(okJson(body)));
        return this;
    }

    /** An order as the API serves it, the status as given (any string). */
    public static String orderJson(String id, String amount, String status) {
        return "{\"id\":\"" + id + "\",\"customerId\":\"c-1\",\"amount\":" + amount + ",\"currency\":\"EUR\","
                + "\"status\":\"" + status + "\",\"createdAt\":\"2026-01-01T00:00:00Z\",\"items\":1}";
    }

    /** The {@link Order} that {@link #orderJson} describes (the status one of the five). */
    public static Order order(String id, String amount, OrderStatus status) {
        return new Order(id, "c-1", new BigDecimal(amount), "EUR", status, Instant.parse("2026-01-01T00:00:00Z"), 1);
    }

    /** The JSON of these orders, in order. */
    public static String[] json(List<Order> orders) {
        List<String> json = new ArrayList<>();
        for (Order o : orders) {
            json.add(orderJson(o.id(), o.amount().toPlainString(), o.status().wireName()));
        }
        return json.toArray(String[]::new);
    }

    @Override
    public void close() {
        server.stop();
    }
}
