package dev.aggregationbench.variant.iterator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.RecordingOrdersClient;
import java.util.Iterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class IteratorAggregatorTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(2_500, 10);

    @Test
    void fetchesTheNextPageOnlyWhenTheCurrentOneIsUsedUp() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

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
