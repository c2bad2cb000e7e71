package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.TestClients;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The orders API contract, checked over real HTTP. */
class OrdersMockTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static HttpResponse<String> get(OrdersMock mock, String pathAndQuery) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(
                    HttpRequest.newBuilder(URI.create(mock.baseUri() + pathAndQuery))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void firstPageWithLimitTwoHasTheDocumentedShape() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 50, 42))) {
            HttpResponse<String> response = get(mock, "/orders?limit=2");

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
            JsonNode page = JSON.readTree(response.body());
            assertThat(page.get("data")).hasSize(2);
            assertThat(page.get("hasMore").asBoolean()).isTrue();
            assertThat(page.get("nextCursor").isString()).isTrue();
            JsonNode order = page.get("data").get(0);
            assertThat(order.get("id").asString()).isEqualTo("ord-0000001");
            assertThat(order.get("customerId").asString()).matches("cust-\\d{5}");
            assertThat(order.get("amount").isNumber()).isTrue();
            assertThat(order.get("amount").decimalValue().scale()).isLessThanOrEqualTo(2);
            assertThat(order.get("currency").asString()).isIn("EUR", "USD", "GBP", "CHF", "SEK");
            assertThat(order.get("status").asString()).isIn("pending", "paid", "shipped", "cancelled", "refunded");
            assertThat(order.get("createdAt").asString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
            assertThat(order.get("items").asInt()).isBetween(1, 10);
        }
    }

    @Test
    void lastPageHasNullCursorAndHasMoreFalseAndEveryOrderOnce() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(25, 10, 42));
                HttpOrdersClient client = TestClients.clientFor(mock)) {
            OrderPage p1 = client.fetchPage(null);
            OrderPage p2 = client.fetchPage(p1.nextCursor());
            OrderPage p3 = client.fetchPage(p2.nextCursor());

            assertThat(p3.hasMore()).isFalse();
            assertThat(p3.nextCursor()).isNull();
            assertThat(p1.data().size() + p2.data().size() + p3.data().size()).isEqualTo(25);
            assertThat(p3.data().getLast().id()).isEqualTo("ord-0000025");
        }
    }

    @Test
    void sameSeedGivesTheSameBytesAndAnotherSeedOtherOrders() throws Exception {
        try (OrdersMock a = OrdersMock.start(MockSettings.of(1000, 100, 7));
                OrdersMock b = OrdersMock.start(MockSettings.of(1000, 100, 7));
                OrdersMock c = OrdersMock.start(MockSettings.of(1000, 100, 8))) {
            String pageA = get(a, "/orders").body();
            assertThat(get(b, "/orders").body()).isEqualTo(pageA);
            assertThat(get(c, "/orders").body()).isNotEqualTo(pageA);
        }
    }

    @Test
    void statsEndpointEqualsTheStatsOfEveryOrderServedOverHttp() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(1234, 100, 42));
                HttpOrdersClient client = TestClients.clientFor(mock)) {
            OrderStatsAccumulator accumulator = new OrderStatsAccumulator();
            OrderPage page = client.fetchPage(null);
            accumulator.addAll(page.data());
            while (page.hasMore()) {
                page = client.fetchPage(page.nextCursor());
                accumulator.addAll(page.data());
            }
            assertThat(client.fetchExpectedStats()).isEqualTo(accumulator.toStats());
            assertThat(accumulator.count()).isEqualTo(1234);
        }
    }

    @Test
    void badCursorAndBadLimitGive400NamingTheParameter() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42))) {
            for (String[] c : new String[][] {
                {"/orders?cursor=not-a-cursor", "cursor"},
                {"/orders?cursor=bzo5OTk5", "cursor"},
                {"/orders?limit=0", "limit"},
                {"/orders?limit=10001", "limit"},
                {"/orders?limit=ten", "limit"}
            }) {
                HttpResponse<String> response = get(mock, c[0]);
                assertThat(response.statusCode()).as(c[0]).isEqualTo(400);
                assertThat(JSON.readTree(response.body()).get("parameter").asString())
                        .as(c[0])
                        .isEqualTo(c[1]);
            }
        }
    }

    @Test
    void unknownPathGives404AndInfoDescribesTheDataSet() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42))) {
            assertThat(get(mock, "/customers").statusCode()).isEqualTo(404);
            JsonNode info = JSON.readTree(get(mock, "/orders/info").body());
            assertThat(info.get("totalOrders").asLong()).isEqualTo(100);
            assertThat(info.get("pageSize").asInt()).isEqualTo(10);
            assertThat(info.get("seed").asLong()).isEqualTo(42);
            assertThat(info.get("latency").asString()).isEqualTo("0");
            assertThat(info.get("pageRequests").asLong()).isZero();
            get(mock, "/orders");
            JsonNode after = JSON.readTree(get(mock, "/orders/info").body());
            assertThat(after.get("pageRequests").asLong()).isEqualTo(1);
            assertThat(after.get("processCpuNanos").asLong())
                    .isGreaterThan(info.get("processCpuNanos").asLong());
            assertThat(after.get("injectedFaults").get("unavailable").asLong()).isZero();
            assertThat(info.get("javaVendor").asString() + " "
                            + info.get("javaRuntimeVersion").asString())
                    .as("the JVM the mock runs on: this test's")
                    .isEqualTo(System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
        }
    }

    @Test
    void theMockApiDirectoryServesTheSameAsThePackagedMappings() throws Exception {
        try (OrdersMock packaged = OrdersMock.start(MockSettings.of(100, 10, 42));
                OrdersMock fromDir = OrdersMock.start(MockSettings.of(100, 10, 42), Path.of("mock-api"))) {
            assertThat(get(fromDir, "/orders").body())
                    .isEqualTo(get(packaged, "/orders").body());
            assertThat(get(fromDir, "/orders").statusCode()).isEqualTo(200);
        }
    }

    @Test
    void faultsCanBeRequestedWithTheXMockFaultHeader() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42));
                HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> unavailable = http.send(
                    HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders"))
                            .header("X-Mock-Fault", "unavailable")
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(unavailable.statusCode()).isEqualTo(503);
        }
    }

    @Test
    void failEveryAnswers503OnEveryNthPageRequest() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42).withFailEvery(3))) {
            assertThat(get(mock, "/orders").statusCode()).isEqualTo(200);
            assertThat(get(mock, "/orders").statusCode()).isEqualTo(200);
            assertThat(get(mock, "/orders").statusCode()).isEqualTo(503);
            assertThat(get(mock, "/orders").statusCode()).isEqualTo(200);
        }
    }

    @Test
    void generatorIsAPureFunctionOfSeedTotalAndPosition() {
        OrderGenerator one = new OrderGenerator(42, 10_000_000);
        OrderGenerator two = new OrderGenerator(42, 10_000_000);
        Order last = one.orderAt(9_999_999);
        assertThat(two.orderAt(9_999_999)).isEqualTo(last);
        assertThat(last.id()).isEqualTo("ord-10000000");
        assertThat(one.orderAt(5)).isEqualTo(two.orderAt(5));
    }
}
