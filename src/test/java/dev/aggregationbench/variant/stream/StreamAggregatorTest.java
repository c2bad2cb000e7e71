package dev.aggregationbench.variant.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.RecordingOrdersClient;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StreamAggregatorTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(2_500, 10);

    @Test
    void isLazyAndShortCircuitingOperationsStopFetchingPages() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

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
