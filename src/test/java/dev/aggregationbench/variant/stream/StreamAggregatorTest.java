package dev.aggregationbench.variant.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.support.TestClients;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class StreamAggregatorTest {

    @Test
    void isLazyAndShortCircuitingOperationsStopFetchingPages() {
        try (OrdersMock mock = MockServers.start(2_500, 10);
                HttpOrdersClient http = TestClients.clientFor(mock)) {
            RecordingOrdersClient client = new RecordingOrdersClient(http);

            Stream<?> orders = StreamAggregator.orders(client);
            assertThat(client.fetchCount())
                    .as("fetches before a terminal operation")
                    .isZero();

            assertThat(orders.limit(5).count()).isEqualTo(5);
            assertThat(client.fetchCount())
                    .as("fetches for limit(5) with pages of 10")
                    .isEqualTo(1);

            boolean found = StreamAggregator.orders(client).anyMatch(o -> o.id().equals("ord-0000025"));
            assertThat(found).isTrue();
            assertThat(client.fetchCount())
                    .as("1 earlier + 3 pages to reach the 25th order")
                    .isEqualTo(4);
        }
    }
}
