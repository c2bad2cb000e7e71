package dev.aggregationbench.variant.iterator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.support.TestClients;
import java.util.Iterator;
import org.junit.jupiter.api.Test;

class IteratorAggregatorTest {

    @Test
    void fetchesTheNextPageOnlyWhenTheCurrentOneIsUsedUp() {
        try (OrdersMock mock = MockServers.start(2_500, 10);
                HttpOrdersClient http = TestClients.clientFor(mock)) {
            RecordingOrdersClient client = new RecordingOrdersClient(http);

            Iterator<Order> orders = IteratorAggregator.orders(client).iterator();
            assertThat(client.fetchCount()).as("fetches before hasNext()").isZero();

            for (int i = 1; i <= 10; i++) {
                assertThat(orders.next().id()).isEqualTo("ord-%07d".formatted(i));
            }
            assertThat(client.fetchCount()).as("fetches after using up page 1").isEqualTo(1);

            assertThat(orders.hasNext()).isTrue();
            assertThat(client.fetchCount()).as("fetches once page 2 is needed").isEqualTo(2);
            assertThat(client.fetches().get(1).cursor()).isNotNull();
        }
    }
}
