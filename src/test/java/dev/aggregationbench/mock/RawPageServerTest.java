package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * The floor server of {@code docs/results/2026-11-24-wait-floor} serves the mock's walk byte for byte: a variant
 * walking it gets the mock's exact statistics, and its caller's wait is measured there too.
 */
class RawPageServerTest {

    @Test
    void aVariantWalkingTheRawServerGetsTheMocksExactStatistics() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(5_000, 100, 42));
                RawPageServer raw = RawPageServer.start(mock.baseUri(), 0);
                HttpOrdersClient fromMock = TestClients.clientFor(mock);
                HttpOrdersClient fromRaw = new HttpOrdersClient(ClientSettings.of(raw.baseUri()))) {
            assertThat(raw.pages()).isEqualTo(50);

            OrderStats stats = Variant.ITERATOR.newAggregator().aggregate(fromRaw);

            assertThat(stats).isEqualTo(fromMock.fetchExpectedStats()).isEqualTo(fromRaw.fetchExpectedStats());
            assertThat(fromRaw.responseWait().snapshot().responses())
                    .as("50 pages, one blocking request each")
                    .isEqualTo(50);
        }
    }
}
