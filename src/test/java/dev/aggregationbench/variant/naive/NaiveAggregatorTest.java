package dev.aggregationbench.variant.naive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.RecordingOrdersClient;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class NaiveAggregatorTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(2_500, 100);

    /** Naive keeps every order, and reads each page as the other styles do: only keeping differs. */
    @Test
    void holdsEveryOrderOfEveryPageInOneListDecodingEachPageAsTheOtherStylesDo() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        List<Order> all = NaiveAggregator.fetchAll(client);

        assertThat(all).hasSize(2_500);
        assertThat(all.getFirst().id()).isEqualTo("ord-0000001");
        assertThat(all.getLast().id()).isEqualTo("ord-0002500");
        assertThat(client.fetches())
                .hasSize(25)
                .allSatisfy(fetch -> assertThat(fetch.method()).isEqualTo("fetchPage"));
    }
}
