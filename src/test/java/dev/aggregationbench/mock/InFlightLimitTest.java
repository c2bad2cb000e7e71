package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code --api-max-in-flight}: over real HTTP, N delayed pages are admitted at once and the others answered 429
 * with {@code Retry-After}, counted in {@code /orders/info}; an answered page frees its place (delayed or not); the
 * ground truth and the counters are never refused.
 */
class InFlightLimitTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int LIMIT = 2;
    private static final int REQUESTS = 5;

    @Test
    void aboveTheLimitPagesAreRefusedWith429AndRetryAfterAndCounted() throws Exception {
        MockSettings settings =
                MockSettings.of(1_000, 10, 42).withLatencyMillis(1_500).withApiMaxInFlight(LIMIT);
        try (OrdersMock mock = OrdersMock.start(settings);
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build()) {
            List<CompletableFuture<HttpResponse<String>>> pages = new ArrayList<>();
            for (int i = 0; i < REQUESTS; i++) {
                URI page = URI.create(mock.baseUri() + "/orders?partition=" + i + "&partitions=" + REQUESTS);
                pages.add(http.sendAsync(HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString()));
            }
            // while two pages wait for their latency: the ground truth and the counters still answer
            assertThat(get(http, mock, "/orders/stats").statusCode()).isEqualTo(200);

            List<HttpResponse<String>> answers =
                    pages.stream().map(CompletableFuture::join).toList();
            List<HttpResponse<String>> refused =
                    answers.stream().filter(r -> r.statusCode() == 429).toList();
            assertThat(answers).filteredOn(r -> r.statusCode() == 200).hasSize(LIMIT);
            assertThat(refused).hasSize(REQUESTS - LIMIT);
            assertThat(refused)
                    .allSatisfy(r -> assertThat(r.headers().firstValue("Retry-After"))
                            .contains(Integer.toString(InFlightLimit.RETRY_AFTER_SECONDS)))
                    .allSatisfy(r -> assertThat(r.body()).contains("--api-max-in-flight"));

            JsonNode info = JSON.readTree(get(http, mock, "/orders/info").body());
            assertThat(info.get("apiMaxInFlight").asInt()).isEqualTo(LIMIT);
            assertThat(info.get("throttledRequests").asLong()).isEqualTo(REQUESTS - LIMIT);
            assertThat(info.get("peakInFlight").asInt()).isEqualTo(LIMIT);
            assertThat(mock.throttledRequests()).isEqualTo(REQUESTS - LIMIT);

            // the delayed answers were sent: their places are free again
            assertThat(get(http, mock, "/orders?limit=1").statusCode()).isEqualTo(200);
            assertThat(mock.throttledRequests()).isEqualTo(REQUESTS - LIMIT);
        }
    }

    @Test
    void pagesAnsweredAtOnceFreeTheirPlaceAndWithoutALimitNothingIsRefused() throws Exception {
        try (OrdersMock limited =
                        OrdersMock.start(MockSettings.of(1_000, 10, 42).withApiMaxInFlight(1));
                OrdersMock open =
                        OrdersMock.start(MockSettings.of(1_000, 10, 42).withLatencyMillis(300));
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build()) {
            for (int i = 0; i < 5; i++) {
                assertThat(get(http, limited, "/orders?limit=1").statusCode()).isEqualTo(200);
            }
            List<CompletableFuture<HttpResponse<String>>> pages = new ArrayList<>();
            for (int i = 0; i < REQUESTS; i++) {
                pages.add(http.sendAsync(
                        HttpRequest.newBuilder(URI.create(open.baseUri() + "/orders?limit=1"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString()));
            }
            assertThat(pages).allSatisfy(p -> assertThat(p.join().statusCode()).isEqualTo(200));
            JsonNode info = JSON.readTree(get(http, open, "/orders/info").body());
            assertThat(info.get("apiMaxInFlight").isNull()).isTrue();
            assertThat(info.get("throttledRequests").asLong()).isZero();
            assertThat(limited.throttledRequests()).isZero();
        }
    }

    /** The place is given back as the answer is written, so one request after another never meets a 429. */
    @Test
    void aClientThatSendsItsNextRequestAsSoonAsItHasItsAnswerIsNeverRefused() throws Exception {
        try (OrdersMock delayed = OrdersMock.start(
                        MockSettings.of(1_000, 10, 42).withLatencyMillis(5).withApiMaxInFlight(1));
                OrdersMock immediate =
                        OrdersMock.start(MockSettings.of(1_000, 10, 42).withApiMaxInFlight(1));
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build()) {
            for (int i = 0; i < 100; i++) {
                assertThat(get(http, delayed, "/orders?limit=1").statusCode()).isEqualTo(200);
                assertThat(get(http, immediate, "/orders?limit=1").statusCode()).isEqualTo(200);
            }
            assertThat(delayed.throttledRequests() + immediate.throttledRequests())
                    .isZero();
        }
    }

    private static HttpResponse<String> get(HttpClient http, OrdersMock mock, String path) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create(mock.baseUri() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
