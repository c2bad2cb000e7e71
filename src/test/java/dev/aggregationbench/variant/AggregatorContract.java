package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.TestClients;

/** The contract every aggregator must meet: its result equals the mock's ground truth ({@code /orders/stats}). */
final class AggregatorContract {

    private AggregatorContract() {}

    static void assertMatchesGroundTruth(OrderAggregator aggregator, OrdersMock mock, int pageSize) {
        try (HttpOrdersClient client = new HttpOrdersClient(
                ClientSettings.of(mock.baseUri()).withPageSize(pageSize).withRetryPolicy(TestClients.FAST_RETRIES))) {
            OrderStats expected = client.fetchExpectedStats();
            OrderStats actual = aggregator.aggregate(client);
            assertThat(actual)
                    .as("stats of %d orders, page size %d", mock.generator().totalOrders(), pageSize)
                    .isEqualTo(expected);
        }
    }
}
