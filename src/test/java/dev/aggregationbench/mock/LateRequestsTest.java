package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.Polling;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Late requests (issue 24) and persistent faults, over real HTTP. A page request that carries its aggregation's
 * deadline ({@value LateRequests#HEADER}) is counted late when it arrives after it; one with a deadline still ahead
 * is not; one without the header, or with one the mock cannot read, is neither. A request answered 429 arrived
 * too, and counts.
 * The counts are in {@code /orders/info}. With {@code --faults-persist}, a faulty page answers its fault on every
 * attempt; without, once per walk, and the retry gets the page.
 */
class LateRequestsTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void requestsArrivingAfterTheirDeadlineAreCountedInTheInfo() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(1_000, 10, 42).withApiMaxInFlight(1));
                HttpClient http = HttpClient.newHttpClient()) {
            long now = System.currentTimeMillis();
            assertThat(page(http, mock, "k4p0;" + (now - 1_000)).statusCode()).isEqualTo(200);
            assertThat(page(http, mock, "k4p1;" + (now - 1)).statusCode()).isEqualTo(200);
            assertThat(page(http, mock, "k4p2;" + (now + 60_000)).statusCode()).isEqualTo(200);
            assertThat(page(http, mock, null).statusCode()).isEqualTo(200);
            assertThat(page(http, mock, "tomorrow").statusCode()).isEqualTo(200);

            JsonNode info = info(http, mock);
            assertThat(info.get("deadlinedRequests").asLong()).isEqualTo(3);
            assertThat(info.get("lateRequests").asLong()).isEqualTo(2);
            assertThat(mock.lateRequests()).isEqualTo(2);
        }
    }

    @Test
    void aRequestRefusedWith429ArrivedLateAndIsCounted() throws Exception {
        MockSettings limited =
                MockSettings.of(1_000, 10, 42).withLatencyMillis(500).withApiMaxInFlight(1);
        try (OrdersMock mock = OrdersMock.start(limited);
                HttpClient http = HttpClient.newHttpClient()) {
            String past = "k2p0;" + (System.currentTimeMillis() - 1);
            var first = http.sendAsync(request(mock, past), HttpResponse.BodyHandlers.ofString());
            Polling.await().until(() -> mock.peakInFlight() >= 1); // the first is admitted and waits its latency
            var second = http.sendAsync(request(mock, past), HttpResponse.BodyHandlers.ofString());

            assertThat(List.of(first.join().statusCode(), second.join().statusCode()))
                    .containsExactly(200, 429);
            assertThat(mock.lateRequests()).isEqualTo(2);
        }
    }

    @Test
    void theDeadlineItselfIsNotLateAndAnUnreadableOneIsNotCounted() {
        LateRequests late = new LateRequests(() -> 1_000);

        late.record("k2p0;999");
        late.record("k2p1;1000");
        late.record("k2p1;" + Long.MAX_VALUE);

        // deadlined 2, late 1: Long.MAX_VALUE has more digits than an epoch, not read
        assertThat(late.deadlines()).isEqualTo(new LateRequests.Deadlines(2, 1));
    }

    @Test
    void persistentFaultsAnswerEveryAttemptOnceOnlyWithout() throws Exception {
        Faults everyPage = new Faults(1.0, List.of(Faults.Kind.UNAVAILABLE), 0);
        try (OrdersMock once = OrdersMock.start(MockSettings.of(100, 10, 42).withFaults(everyPage));
                OrdersMock always =
                        OrdersMock.start(MockSettings.of(100, 10, 42).withFaults(everyPage.persisting(true)));
                HttpClient http = HttpClient.newHttpClient()) {
            assertThat(List.of(
                            page(http, once, null).statusCode(),
                            page(http, once, null).statusCode()))
                    .containsExactly(503, 200);
            assertThat(List.of(
                            page(http, always, null).statusCode(),
                            page(http, always, null).statusCode(),
                            page(http, always, null).statusCode()))
                    .containsExactly(503, 503, 503);
            assertThat(info(http, always).get("faultsPersist").asBoolean()).isTrue();
            assertThat(info(http, once).get("faultsPersist").asBoolean()).isFalse();
        }
    }

    private static HttpResponse<String> page(HttpClient http, OrdersMock mock, String deadline) throws Exception {
        return http.send(request(mock, deadline), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest request(OrdersMock mock, String deadline) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders?limit=10"));
        if (deadline != null) {
            request.header(LateRequests.HEADER, deadline);
        }
        return request.build();
    }

    private static JsonNode info(HttpClient http, OrdersMock mock) throws Exception {
        return JSON.readTree(http.send(
                        HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders/info"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body());
    }
}
