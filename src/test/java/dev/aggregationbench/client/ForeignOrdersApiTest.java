package dev.aggregationbench.client;

import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.aggregationbench.support.ForeignOrdersApi.order;
import static dev.aggregationbench.support.ForeignOrdersApi.orderJson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.order.OrderStatus;
import dev.aggregationbench.support.ForeignOrdersApi;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.Variant;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The shared client against an orders API that is not our mock (issue 13): a plain WireMock server under
 * {@code /shop/api}, stubbed to misbehave, over real HTTP.
 */
class ForeignOrdersApiTest {

    private static final List<Order> ORDERS = List.of(
            order("o-1", "10.00", OrderStatus.PAID),
            order("o-2", "20.50", OrderStatus.PENDING),
            order("o-3", "5.25", OrderStatus.REFUNDED));

    private ForeignOrdersApi api;
    private HttpOrdersClient client;

    @BeforeEach
    void start() {
        api = new ForeignOrdersApi("/shop/api");
        client = new HttpOrdersClient(ClientSettings.of(api.baseUri()).withRetryPolicy(TestClients.FAST_RETRIES));
    }

    @AfterEach
    void stop() {
        client.close();
        api.close();
    }

    /** The three ways to fetch a page, each through the shared client. */
    enum Fetch {
        STREAMING((c, cursor) -> c.fetchPage(cursor)),
        ASYNC((c, cursor) -> c.fetchPageAsync(cursor).join()),
        BUFFERED((c, cursor) -> c.fetchPageBuffered(cursor));

        final BiFunction<HttpOrdersClient, String, OrderPage> fetch;

        Fetch(BiFunction<HttpOrdersClient, String, OrderPage> fetch) {
            this.fetch = fetch;
        }
    }

    @Test
    void thePathOfTheBaseUrlIsKeptForPagesStatsAndInfo() {
        api.page(null, "c2", ForeignOrdersApi.json(ORDERS.subList(0, 2)))
                .page("c2", null, ForeignOrdersApi.json(ORDERS.subList(2, 3)))
                .statsOf(ORDERS);

        for (URI base : List.of(api.baseUri(), URI.create(api.baseUri() + "/"))) {
            try (HttpOrdersClient c = new HttpOrdersClient(ClientSettings.of(base))) {
                assertThat(Variant.ITERATOR.newAggregator().aggregate(c))
                        .as(base.toString())
                        .isEqualTo(new OrderStatsAccumulator().addAll(ORDERS).toStats())
                        .isEqualTo(c.fetchExpectedStats());
                assertThat(c.fetchApiInfo())
                        .as("no /orders/info: an empty description")
                        .isEqualTo(Map.of());
            }
        }
        api.server().verify(2, getRequestedFor(urlPathEqualTo("/shop/api/orders/stats")));
    }

    @Test
    void aBaseUrlWithAQueryIsRefusedNamingIt() {
        assertThatThrownBy(() -> ClientSettings.of(URI.create("http://127.0.0.1:1/api?key=1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not have a query")
                .hasMessageContaining("http://127.0.0.1:1/api?key=1");
    }

    @Test
    void aMissingGroundTruthNamesTheUrlAndTheShapeExpected() {
        assertThatThrownBy(client::fetchExpectedStats)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the orders API at " + api.baseUri() + " has no ground truth")
                .hasMessageContaining("GET " + api.baseUri() + "/orders/stats answered HTTP 404")
                .hasMessageContaining("{\"count\":<integer>,\"totalAmount\":\"<decimal>\"");
    }

    @Test
    void aGroundTruthOfAnotherShapeSaysWhatIsMissingNotCannotMapNull() {
        api.json("/orders/stats", "{\"orders\":3,\"sum\":\"35.75\"}");

        assertThatThrownBy(client::fetchExpectedStats)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("GET " + api.baseUri() + "/orders/stats did not answer the ground truth")
                .hasMessageContaining("'count' is missing, 'totalAmount' is missing, 'byStatus' is missing")
                .hasMessageContaining("{\"orders\":3")
                .hasMessageNotContaining("Cannot map");

        api.json("/orders/stats", "{\"count\":3.5,\"totalAmount\":\"35.75\",\"byStatus\":[]}");
        assertThatThrownBy(client::fetchExpectedStats)
                .hasMessageContaining("'count' is not an integer, 'byStatus' is not an object");
    }

    @ParameterizedTest
    @EnumSource(Fetch.class)
    void anOrderInAnUnknownStatusFailsItsPageNamingTheOrderAndTheValueWithoutRetrying(Fetch fetch) {
        api.page(null, null, orderJson("o-1", "10.00", "paid"), orderJson("o-7", "3.00", "on-hold"));

        assertThatThrownBy(() -> fetch.fetch.apply(client, null))
                .satisfies(e -> assertThat(chain(e))
                        .contains(OrdersApiException.class.getName() + ": first page")
                        .contains("order 'o-7' (data[1]) has status 'on-hold', not one of pending, paid, shipped,"
                                + " cancelled, refunded"));
        api.server().verify(1, getRequestedFor(urlPathEqualTo("/shop/api/orders")));
    }

    @ParameterizedTest
    @EnumSource(Fetch.class)
    void aServerThatAnswersACursorWithItselfFailsAsACursorLoop(Fetch fetch) {
        api.page("same", "same", ForeignOrdersApi.json(ORDERS.subList(0, 1)));

        assertThatThrownBy(() -> fetch.fetch.apply(client, "same"))
                .satisfies(e -> assertThat(rootOf(e))
                        .isInstanceOf(OrdersApiException.class)
                        .hasMessageContaining("page at cursor 'same': cursor loop")
                        .hasMessageContaining("following it would fetch this page forever"));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyVariantStopsAtACursorLoopInsteadOfFollowingItUntilTheHeapRunsOut(Variant variant) {
        api.page(null, "same", ForeignOrdersApi.json(ORDERS.subList(0, 1)))
                .page("same", "same", ForeignOrdersApi.json(ORDERS.subList(1, 2)));

        assertThatThrownBy(() -> variant.newAggregator().aggregate(client))
                .satisfies(e -> assertThat(chain(e)).contains("cursor loop"));
    }

    private static Throwable rootOf(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    private static String chain(Throwable e) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            messages.append(t).append('\n');
        }
        return messages.toString();
    }
}
