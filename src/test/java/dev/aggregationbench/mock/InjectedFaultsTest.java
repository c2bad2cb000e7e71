package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.order.OrderStatsJson;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Seeded faults at a rate, met by a real client (the JDK HttpClient) over real HTTP: the rate is what was asked
 * for, every kind happens, a retry of a failed page succeeds so the walk stays exact, and the next walk meets the
 * same faulty pages.
 */
@IntegrationTest
class InjectedFaultsTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int ORDERS = 20_000;
    private static final int PAGE_SIZE = 10;
    private static final double RATE = 0.1;

    /** One walk, retrying each failed page until it succeeds. */
    private record Walk(
            long orders, long sumOfIds, Map<String, Integer> failures, TreeSet<Long> failedPages, boolean complete) {}

    private static Walk walk(HttpClient http, OrdersMock mock) throws Exception {
        long total = mock.settings().totalOrders();
        Map<String, Integer> failures = new LinkedHashMap<>();
        TreeSet<Long> failedPages = new TreeSet<>();
        long orders = 0;
        long sumOfIds = 0;
        String cursor = null;
        long page = 0;
        do {
            URI uri = URI.create(mock.baseUri() + "/orders" + (cursor == null ? "" : "?cursor=" + cursor));
            JsonNode body = null;
            for (int attempt = 1; body == null; attempt++) {
                assertThat(attempt).as("attempts at page %d", page).isLessThanOrEqualTo(2);
                String failure;
                try {
                    HttpResponse<String> response =
                            http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
                    if (response.statusCode() == 200) {
                        body = JSON.readTree(response.body());
                        continue;
                    }
                    failure = "status " + response.statusCode();
                } catch (IOException e) {
                    failure = "connection";
                } catch (JacksonException e) {
                    failure = "malformed";
                }
                failures.merge(failure, 1, Integer::sum);
                failedPages.add(page);
            }
            for (JsonNode order : body.get("data")) {
                orders++;
                sumOfIds += Long.parseLong(order.get("id").asString().substring(4));
            }
            cursor = body.get("hasMore").asBoolean() ? body.get("nextCursor").asString() : null;
            page++;
        } while (cursor != null);
        return new Walk(orders, sumOfIds, failures, failedPages, orders == total);
    }

    @Test
    void faultsComeAtTheAskedRateOncePerFaultyPageAndEveryWalkStaysExact() throws Exception {
        Faults faults = new Faults(RATE, Faults.parseKinds("unavailable,reset,slow,malformed"), 20);
        try (OrdersMock mock =
                        OrdersMock.start(MockSettings.of(ORDERS, PAGE_SIZE, 42).withFaults(faults));
                HttpClient http = HttpClient.newHttpClient()) {
            Walk first = walk(http, mock);
            Walk second = walk(http, mock);

            long pages = ORDERS / PAGE_SIZE;
            for (Walk walk : List.of(first, second)) {
                assertThat(walk.orders()).isEqualTo(ORDERS);
                assertThat(walk.sumOfIds()).isEqualTo((long) ORDERS * (ORDERS + 1) / 2);
                assertThat(walk.complete()).isTrue();
                assertThat(walk.failures()).containsOnlyKeys("status 503", "connection", "malformed");
            }
            assertThat(second.failedPages())
                    .as("the same pages fail in every walk")
                    .isEqualTo(first.failedPages());
            Map<String, Long> injected = mock.injectedFaults();
            long failing = injected.get("unavailable") + injected.get("reset") + injected.get("malformed");
            assertThat(failing).isEqualTo(2L * first.failedPages().size());
            assertThat(injected.get("unavailable"))
                    .isEqualTo(2L * first.failures().get("status 503"));
            assertThat(injected.get("malformed"))
                    .isEqualTo(2L * first.failures().get("malformed"));
            // Every kind is equally likely: about a quarter of the faulty pages each, slow ones included.
            double faultyPages = (failing + injected.get("slow")) / 2.0;
            assertThat(faultyPages / pages).as("share of faulty pages").isCloseTo(RATE, within(RATE * 0.2));
            for (String kind : List.of("unavailable", "reset", "slow", "malformed")) {
                assertThat(injected.get(kind) / 2.0 / faultyPages).as(kind).isCloseTo(0.25, within(0.08));
            }
        }
    }

    @Test
    void anotherSeedFaultsOtherPagesAndNoRateNoFaults() throws Exception {
        Faults faults = new Faults(RATE, Faults.parseKinds("unavailable"), 0);
        int orders = ORDERS / 10;
        try (OrdersMock a =
                        OrdersMock.start(MockSettings.of(orders, PAGE_SIZE, 42).withFaults(faults));
                OrdersMock b =
                        OrdersMock.start(MockSettings.of(orders, PAGE_SIZE, 43).withFaults(faults));
                OrdersMock none = OrdersMock.start(MockSettings.of(orders, PAGE_SIZE, 42));
                HttpClient http = HttpClient.newHttpClient()) {
            assertThat(walk(http, a).failedPages()).isNotEqualTo(walk(http, b).failedPages());
            assertThat(walk(http, none).failures()).isEmpty();
        }
    }

    @Test
    void xMockFaultNoneIsExemptAndStatsAreNeverFaulted() throws Exception {
        Faults faults = new Faults(1.0, Faults.parseKinds("unavailable"), 0);
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42).withFaults(faults));
                HttpClient http = HttpClient.newHttpClient()) {
            URI first = URI.create(mock.baseUri() + "/orders");
            assertThat(http.send(
                                    HttpRequest.newBuilder(first)
                                            .header("X-Mock-Fault", "none")
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .isEqualTo(200);
            assertThat(http.send(HttpRequest.newBuilder(first).build(), HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .isEqualTo(503);
            assertThat(http.send(HttpRequest.newBuilder(first).build(), HttpResponse.BodyHandlers.ofString())
                            .statusCode())
                    .as("the retry")
                    .isEqualTo(200);
            HttpResponse<String> statsResponse = http.send(
                    HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders/stats"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(OrderStatsJson.read(statsResponse.body()).count()).isEqualTo(100);
        }
    }

    @Test
    void delayedFaultsAreAnsweredFromTheScheduledExecutorToo() throws Exception {
        for (String kind : List.of("reset", "unavailable", "malformed")) {
            Faults faults = new Faults(1.0, Faults.parseKinds(kind), 0);
            try (OrdersMock mock = OrdersMock.start(MockSettings.of(30, 10, 42)
                            .withFaults(faults)
                            .withLatency(Latency.parse("uniform:min=20,max=40")));
                    HttpClient http = HttpClient.newHttpClient()) {
                Walk walk = walk(http, mock);
                assertThat(walk.complete()).as(kind).isTrue();
                assertThat(walk.failedPages()).as(kind).containsExactly(0L, 1L, 2L);
                assertThat(mock.injectedFaults().get(kind)).as(kind).isEqualTo(3);
            }
        }
    }

    @Test
    void xMockFaultNoneAlsoSkipsLatencyAndFailEvery() throws Exception {
        MockSettings slowAndFailing =
                MockSettings.of(100, 10, 42).withLatencyMillis(60_000).withFailEvery(1);
        try (OrdersMock mock = OrdersMock.start(slowAndFailing);
                HttpClient http = HttpClient.newHttpClient()) {
            HttpRequest exempt = HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders"))
                    .header("X-Mock-Fault", "none")
                    .timeout(Duration.ofSeconds(20))
                    .build();
            for (int i = 0; i < 3; i++) {
                assertThat(http.send(exempt, HttpResponse.BodyHandlers.ofString())
                                .statusCode())
                        .isEqualTo(200);
            }
        }
    }
}
