package dev.aggregationbench.client.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Why the spring cell of the fan-out at K = 1,000 stopped at ~467 aggregations/s for every non-blocking style
 * (docs/scenarios/spring-clients.md): WebClient on Reactor Netty's default connection pool keeps at most 500
 * requests on the wire to one host, and queues the rest. The JDK's HttpClient opens a connection for every request
 * in flight. Shown by the mock's own count of page requests in flight at once ({@code peakInFlight} in
 * /orders/info): 600 first pages sent together, each held 2 s by the mock.
 */
class SpringClientConnectionPoolTest {

    private static final int REQUESTS = 600;
    private static final int REACTOR_NETTY_DEFAULT_MAX_CONNECTIONS = 500;

    @Test
    void webClientKeepsAtMost500RequestsOnTheWireTheJdkClientSendsThemAll() throws Exception {
        int spring;
        try (OrdersMock mock = slowMock();
                SpringOrdersClient client = new SpringOrdersClient(settings(mock), new RetryCounts())) {
            spring = peakInFlightAfterSendingAll(mock, client);
        }
        int jdk;
        try (OrdersMock mock = slowMock();
                HttpOrdersClient client = new HttpOrdersClient(settings(mock))) {
            jdk = peakInFlightAfterSendingAll(mock, client);
        }

        assertThat(spring)
                .as("WebClient on Reactor Netty's default pool: requests in flight at once at the mock")
                .isEqualTo(REACTOR_NETTY_DEFAULT_MAX_CONNECTIONS);
        assertThat(jdk)
                .as("the JDK HttpClient: a connection per request in flight")
                .isEqualTo(REQUESTS);
    }

    /** Every partition's first page at once; each answer is checked; then the mock's peak. */
    private static int peakInFlightAfterSendingAll(OrdersMock mock, OrdersClient client) throws Exception {
        List<CompletableFuture<OrderPage>> pages = new ArrayList<>();
        for (int partition = 0; partition < REQUESTS; partition++) {
            pages.add(client.forPartition(partition, REQUESTS).fetchPageAsync(null));
        }
        for (CompletableFuture<OrderPage> page : pages) {
            assertThat(page.join().data()).hasSize(10);
        }
        return mock.peakInFlight();
    }

    private static OrdersMock slowMock() {
        return OrdersMock.start(MockSettings.of(REQUESTS * 10, 10, 42).withLatencyMillis(2_000));
    }

    private static ClientSettings settings(OrdersMock mock) {
        return ClientSettings.of(mock.baseUri()).withPageSize(10);
    }
}
