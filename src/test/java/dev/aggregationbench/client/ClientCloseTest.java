package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.support.Polling;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Closing the client ends in bounded time, whatever is still on the wire. The JDK's {@code HttpClient.close()} waits
 * for every exchange it has open; an exchange a cancelled walk left behind may never end, and a worker stuck there
 * never exits (the deadline run of 2026-11-28 hung in it on virtual threads, until the run was stopped). Here a page
 * the mock holds for 60 s is in flight when the client closes: the close gives it a grace period, then aborts it.
 */
class ClientCloseTest {

    @Test
    void closingWithAPageStillInFlightEndsWithinTheGraceAndFailsThatPage() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42).withLatencyMillis(60_000))) {
            HttpOrdersClient client =
                    new HttpOrdersClient(ClientSettings.of(mock.baseUri()).withPageSize(10));
            CompletableFuture<OrderPage> page = client.fetchPageAsync(null);
            Polling.await().atMost(Duration.ofSeconds(10)).until(() -> mock.peakInFlight() >= 1);

            assertTimeoutPreemptively(Duration.ofSeconds(20), client::close, "close with a page held 60 s by the mock");

            assertThat(page).failsWithin(Duration.ofSeconds(10));
        }
    }
}
