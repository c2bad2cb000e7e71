package dev.aggregationbench.variant.naive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.support.TestClients;
import java.util.List;
import org.junit.jupiter.api.Test;

class NaiveAggregatorTest {

    /** Naive keeps every order, and reads each page as the other styles do: only keeping differs. */
    @Test
    void holdsEveryOrderOfEveryPageInOneListDecodingEachPageAsTheOtherStylesDo() {
        try (OrdersMock mock = MockServers.start(2_500, 100);
                HttpOrdersClient http = TestClients.clientFor(mock)) {
            RecordingOrdersClient client = new RecordingOrdersClient(http);

            List<Order> all = NaiveAggregator.fetchAll(client);

            assertThat(all).hasSize(2_500);
            assertThat(all.getFirst().id()).isEqualTo("ord-0000001");
            assertThat(all.getLast().id()).isEqualTo("ord-0002500");
            assertThat(client.fetches())
                    .hasSize(25)
                    .allSatisfy(fetch -> assertThat(fetch.method()).isEqualTo("fetchPage"));
        }
    }
}
