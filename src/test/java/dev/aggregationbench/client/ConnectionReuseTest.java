package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.aggregationbench.order.OrderPage;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A walk over all pages uses one connection, whatever the fetch method: the client reads every body to its end
 * before closing it. Closing a response stream before its end makes the JDK's HttpClient cancel the exchange and
 * drop the connection, and the decoder is done at the page's closing brace, so the bytes after it decide. This
 * server (the JDK's own, counting connections by the client's port) sends each page's JSON, then after a pause one
 * trailing space, which a JSON parser never needs: a client that closes at the brace opens a connection per page.
 */
class ConnectionReuseTest {

    private static final int PAGES = 5;
    private static final String ORDER = "{\"id\":\"ord-%d\",\"customerId\":\"cust-1\",\"amount\":1.00,\"currency\":"
            + "\"EUR\",\"status\":\"paid\",\"createdAt\":\"2026-01-01T00:00:00Z\",\"items\":1}";

    enum FetchMethod {
        FETCH_PAGE((client, cursor) -> client.fetchPage(cursor)),
        FETCH_PAGE_ASYNC((client, cursor) -> client.fetchPageAsync(cursor).join()),
        FETCH_PAGE_BUFFERED((client, cursor) -> client.fetchPageBuffered(cursor));

        final BiFunction<OrdersClient, String, OrderPage> fetch;

        FetchMethod(BiFunction<OrdersClient, String, OrderPage> fetch) {
            this.fetch = fetch;
        }
    }

    private HttpServer server;
    private final Set<InetSocketAddress> connections = ConcurrentHashMap.newKeySet();

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/orders", this::page);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @ParameterizedTest
    @EnumSource(FetchMethod.class)
    void everyPageOfAWalkTravelsOverTheSameConnection(FetchMethod method) {
        URI baseUri = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
        try (HttpOrdersClient client =
                new HttpOrdersClient(ClientSettings.of(baseUri).withRetryPolicy(RetryPolicy.NONE))) {
            int pages = 0;
            String cursor = null;
            OrderPage page;
            do {
                page = method.fetch.apply(client, cursor);
                cursor = page.nextCursor();
                pages++;
            } while (page.hasMore());

            assertThat(pages).isEqualTo(PAGES);
            assertThat(connections)
                    .as("client ports seen by the server over %d pages", PAGES)
                    .hasSize(1);
        }
    }

    private void page(HttpExchange exchange) throws IOException {
        connections.add(exchange.getRemoteAddress());
        String query = exchange.getRequestURI().getQuery();
        int n = query == null ? 0 : Integer.parseInt(query.substring(query.indexOf("cursor=") + 7));
        boolean hasMore = n + 1 < PAGES;
        byte[] json = ("{\"data\":[" + ORDER.formatted(n) + "],\"nextCursor\":"
                        + (hasMore ? "\"" + (n + 1) + "\"" : "null") + ",\"hasMore\":" + hasMore + "}")
                .getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, json.length + 1);
        try (OutputStream body = exchange.getResponseBody()) {
            body.write(json);
            body.flush();
            Thread.sleep(20); // the page is complete; its last byte, insignificant whitespace, comes later
            body.write(' ');
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
