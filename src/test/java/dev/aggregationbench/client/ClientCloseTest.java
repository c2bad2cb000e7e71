package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.support.Polling;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * Closing the client ends in bounded time, whatever is still on the wire. The JDK's {@code HttpClient.close()} waits
 * for every exchange it has open; an exchange a cancelled walk left behind may never end, and a worker stuck there
 * never exits (the deadline run of 2026-11-28 hung in it on virtual threads, until the run was stopped). Here a page
 * the mock holds for 60 s is in flight when the client closes: the close gives it a grace period, then aborts it.
 */
class ClientCloseTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void closingWithAPageStillInFlightEndsWithinTheGraceAndFailsThatPage() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42).withLatencyMillis(60_000))) {
            HttpOrdersClient client =
                    new HttpOrdersClient(ClientSettings.of(mock.baseUri()).withPageSize(10));
            CompletableFuture<OrderPage> page = client.fetchPageAsync(null);
            Polling.await().atMost(Duration.ofSeconds(10)).until(() -> peakInFlight(mock) >= 1);

            assertTimeoutPreemptively(Duration.ofSeconds(20), client::close, "close with a page held 60 s by the mock");

            assertThat(page).failsWithin(Duration.ofSeconds(10));
        }
    }

    private static int peakInFlight(OrdersMock mock) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            String info = http.send(
                            HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders/info"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            return JSON.readTree(info).get("peakInFlight").asInt();
        }
    }
}
