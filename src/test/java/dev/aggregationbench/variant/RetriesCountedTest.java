package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.mock.Faults;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.TestClients;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The client counts its retries per kind, and the count is the mock's: a real WireMock mock injects seeded faults
 * (503s, connection resets, pages cut in half) at a rate, every variant walks it through one client, and the
 * client's retries of each kind equal the faulty responses of the matching kind the mock served during that walk
 * (each faulty page fails once and arrives on the retry), while the result stays exact. Resets are the exception the
 * JDK makes: on a pooled connection the HttpClient resends the GET itself; those are the mock's page requests beyond
 * the pages and the client's retries, and with the client's {@code connection} retries they add up to the resets.
 */
class RetriesCountedTest {

    private static final double RATE = 0.2;

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(MockSettings.of(3_000, 10, 42)
            .withFaults(new Faults(RATE, Faults.parseKinds("unavailable,reset,malformed"), 0)));

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theClientsRetriesOfEachKindAreTheFaultsTheMockServedIt(Variant variant) {
        try (HttpOrdersClient client = TestClients.clientFor(api.mock())) {
            Map<String, Long> injectedBefore = api.mock().injectedFaults();
            long requestsBefore = api.mock().pageRequests();

            OrderStats stats = variant.newAggregator().aggregate(client);

            Map<String, Long> injected = since(injectedBefore, api.mock().injectedFaults());
            long pages =
                    (api.mock().settings().totalOrders() + api.mock().settings().pageSize() - 1)
                            / api.mock().settings().pageSize();
            long resentByTheJdk = api.mock().pageRequests()
                    - requestsBefore
                    - pages
                    - client.retries().total();
            assertThat(stats).isEqualTo(client.fetchExpectedStats());
            assertThat(injected.get("unavailable")).as("503s met").isPositive();
            assertThat(injected.get("malformed")).as("pages cut in half met").isPositive();
            assertThat(injected.get("reset")).as("resets met").isPositive();
            assertThat(client.retries().byKind())
                    .containsEntry("unavailable", injected.get("unavailable"))
                    .containsEntry("malformed", injected.get("malformed"))
                    .containsEntry("timeout", 0L);
            // A reset on a pooled connection before any response byte is resent once inside the JDK HttpClient
            // (ConnectionExpiredException): the mock served it, the client's retry loop never saw it.
            assertThat(resentByTheJdk).isNotNegative();
            assertThat(client.retries().byKind().get("connection") + resentByTheJdk)
                    .as("every reset the mock served: retried by the client or resent by the HttpClient")
                    .isEqualTo(injected.get("reset"));
        }
    }

    @Test
    void partitionViewsCountIntoTheirClient() {
        try (HttpOrdersClient client = TestClients.clientFor(api.mock())) {
            Map<String, Long> injectedBefore = api.mock().injectedFaults();

            for (int partition = 0; partition < 3; partition++) {
                HttpOrdersClient view = client.forPartition(partition, 3);
                assertThat(Variant.ITERATOR.newAggregator().aggregate(view)).isEqualTo(view.fetchExpectedStats());
            }

            Map<String, Long> injected = since(injectedBefore, api.mock().injectedFaults());
            assertThat(injected.get("unavailable") + injected.get("malformed")).isPositive();
            assertThat(client.retries().byKind().get("unavailable")
                            + client.retries().byKind().get("malformed"))
                    .as("the views' retries, counted in their client")
                    .isEqualTo(injected.get("unavailable") + injected.get("malformed"));
            assertThat(client.forPartition(0, 3).retries()).isSameAs(client.retries());
        }
    }

    private static Map<String, Long> since(Map<String, Long> before, Map<String, Long> after) {
        return RetryCounts.since(before, after);
    }
}
