package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.support.TestClients;
import org.junit.jupiter.api.Test;

/**
 * {@code /orders/info} says how long the mock delayed its page answers in total ({@code servedDelayMillis}): with a
 * latency distribution there is no "pages x latency", and a run's latency bound is this sum over its pass. Checked
 * against the seeded draws of each page of one walk, over real HTTP.
 */
class ServedDelayTest {

    @Test
    void theServedDelayIsTheSumOfEachPagesSeededDelay() {
        Latency latency = Latency.parse("uniform:min=1,max=9");
        int pages = 20;
        int pageSize = 10;
        try (OrdersMock mock = OrdersMock.start(
                        MockSettings.of((long) pages * pageSize, pageSize, 42).withLatency(latency));
                HttpOrdersClient client = TestClients.clientFor(mock)) {
            long before = servedDelayMillis(client);
            String cursor = null;
            OrderPage page;
            int fetched = 0;
            do {
                page = client.fetchPage(cursor);
                cursor = page.nextCursor();
                fetched++;
            } while (page.hasMore());

            long expected = 0;
            for (int i = 0; i < pages; i++) {
                expected += latency.delayMillis(
                        Seeded.uniform(42, Seeded.LATENCY, (long) i * pageSize, (long) pages * pageSize));
            }
            assertThat(fetched).isEqualTo(pages);
            assertThat(servedDelayMillis(client) - before).isEqualTo(expected).isGreaterThanOrEqualTo(pages);
        }
    }

    private static long servedDelayMillis(HttpOrdersClient client) {
        return ((Number) client.fetchApiInfo().get("servedDelayMillis")).longValue();
    }
}
