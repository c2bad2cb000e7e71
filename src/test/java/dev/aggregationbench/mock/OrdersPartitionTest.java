package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsJson;
import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Partitions of the order set ({@code ?partition=i&partitions=k}), checked over real HTTP against a real WireMock. */
class OrdersPartitionTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final long ORDERS = 211; // a prime: no k below it divides the set evenly

    private static HttpResponse<String> get(HttpClient http, OrdersMock mock, String pathAndQuery) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create(mock.baseUri() + pathAndQuery))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The ids of every order of one walk: the first page from {@code firstQuery}, then cursor (and limit) only. */
    private static List<String> walk(HttpClient http, OrdersMock mock, String firstQuery, int limit) throws Exception {
        List<String> ids = new ArrayList<>();
        String query = firstQuery + "&limit=" + limit;
        while (true) {
            HttpResponse<String> response = get(http, mock, "/orders?" + query);
            assertThat(response.statusCode()).as(query).isEqualTo(200);
            JsonNode page = JSON.readTree(response.body());
            page.get("data").forEach(order -> ids.add(order.get("id").asString()));
            assertThat(page.get("data").size()).isLessThanOrEqualTo(limit);
            if (!page.get("hasMore").asBoolean()) {
                assertThat(page.get("nextCursor").isNull()).isTrue();
                return ids;
            }
            query = "cursor=" + page.get("nextCursor").asString() + "&limit=" + limit;
        }
    }

    @Test
    void pagesOfAllPartitionsConcatenatedAreTheWholeInOrder() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(ORDERS, 100, 42));
                HttpClient http = HttpClient.newHttpClient()) {
            List<String> whole = walk(http, mock, "x=1", 97);
            assertThat(whole).hasSize((int) ORDERS);
            for (int k : new int[] {1, 2, 7, 64, (int) ORDERS}) {
                List<String> concatenated = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    List<String> partition = walk(http, mock, "partition=" + i + "&partitions=" + k, 10);
                    assertThat(partition).as("partition %d of %d", i, k).hasSize((int)
                            ((i + 1) * ORDERS / k - i * ORDERS / k));
                    concatenated.addAll(partition);
                }
                assertThat(concatenated).as("k=%d", k).isEqualTo(whole);
            }
        }
    }

    @Test
    void statsOfThePartitionsSumExactlyToTheWhole() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(ORDERS, 100, 42));
                HttpClient http = HttpClient.newHttpClient()) {
            OrderStats whole =
                    OrderStatsJson.read(get(http, mock, "/orders/stats").body());
            for (int k : new int[] {1, 3, 50}) {
                long count = 0;
                BigDecimal total = BigDecimal.ZERO;
                BigDecimal min = null;
                BigDecimal max = null;
                long[] countByStatus = new long[OrderStatus.values().length];
                BigDecimal[] totalByStatus = new BigDecimal[OrderStatus.values().length];
                Arrays.fill(totalByStatus, BigDecimal.ZERO);
                for (int i = 0; i < k; i++) {
                    HttpResponse<String> response =
                            get(http, mock, "/orders/stats?partition=" + i + "&partitions=" + k);
                    assertThat(response.statusCode()).isEqualTo(200);
                    OrderStats part = OrderStatsJson.read(response.body());
                    assertThat(part).isEqualTo(mock.generator().expectedStats(i * ORDERS / k, (i + 1) * ORDERS / k));
                    count += part.count();
                    total = total.add(part.totalAmount());
                    min = min == null || part.minAmount().compareTo(min) < 0 ? part.minAmount() : min;
                    max = max == null || part.maxAmount().compareTo(max) > 0 ? part.maxAmount() : max;
                    for (OrderStatus status : OrderStatus.values()) {
                        countByStatus[status.ordinal()] +=
                                part.byStatus().get(status).count();
                        totalByStatus[status.ordinal()] = totalByStatus[status.ordinal()].add(
                                part.byStatus().get(status).totalAmount());
                    }
                }
                assertThat(count).as("k=%d", k).isEqualTo(whole.count()).isEqualTo(ORDERS);
                assertThat(total).isEqualTo(whole.totalAmount());
                assertThat(min).isEqualTo(whole.minAmount());
                assertThat(max).isEqualTo(whole.maxAmount());
                for (OrderStatus status : OrderStatus.values()) {
                    assertThat(countByStatus[status.ordinal()])
                            .isEqualTo(whole.byStatus().get(status).count());
                    assertThat(totalByStatus[status.ordinal()])
                            .isEqualTo(whole.byStatus().get(status).totalAmount());
                }
            }
        }
    }

    @Test
    void badPartitionParametersGive400NamingTheParameter() throws Exception {
        String[][] cases = {
            {"partition=3&partitions=3", "partition"}, {"partition=-1&partitions=3", "partition"},
            {"partition=0&partitions=0", "partitions"}, {"partition=0&partitions=1004", "partitions"},
            {"partition=a&partitions=3", "partition"}, {"partition=0&partitions=three", "partitions"},
            {"partition=0", "partitions"}, {"partitions=3", "partition"}
        };
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(ORDERS, 100, 42));
                HttpClient http = HttpClient.newHttpClient()) {
            for (String path : new String[] {"/orders?", "/orders/stats?"}) {
                for (String[] c : cases) {
                    HttpResponse<String> response = get(http, mock, path + c[0]);
                    assertThat(response.statusCode()).as(path + c[0]).isEqualTo(400);
                    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
                    JsonNode body = JSON.readTree(response.body());
                    assertThat(body.get("status").asInt()).isEqualTo(400);
                    assertThat(body.get("title").asString()).isEqualTo("Bad Request");
                    assertThat(body.get("parameter").asString()).as(path + c[0]).isEqualTo(c[1]);
                    assertThat(body.get("detail").asString()).as(path + c[0]).contains(c[1]);
                }
            }
            String cursor = JSON.readTree(get(http, mock, "/orders?partition=1&partitions=3&limit=5")
                            .body())
                    .get("nextCursor")
                    .asString();
            HttpResponse<String> both = get(http, mock, "/orders?cursor=" + cursor + "&partition=1&partitions=3");
            assertThat(both.statusCode()).isEqualTo(400);
            assertThat(JSON.readTree(both.body()).get("parameter").asString()).isEqualTo("partition");
        }
    }
}
