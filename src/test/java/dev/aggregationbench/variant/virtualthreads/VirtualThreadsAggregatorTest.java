package dev.aggregationbench.variant.virtualthreads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.support.TestClients;
import org.junit.jupiter.api.Test;

class VirtualThreadsAggregatorTest {

    @Test
    void fetchesEveryPageOnAVirtualThreadWhileTheCallerIsAPlatformThread() {
        try (OrdersMock mock = MockServers.start(500, 10);
                HttpOrdersClient http = TestClients.clientFor(mock)) {
            RecordingOrdersClient client = new RecordingOrdersClient(http);

            new VirtualThreadsAggregator().aggregate(client);

            assertThat(Thread.currentThread().isVirtual()).isFalse();
            assertThat(client.fetches())
                    .hasSize(50)
                    .allSatisfy(fetch -> assertThat(fetch.thread().isVirtual())
                            .as("fetch of %s on %s", fetch.cursor(), fetch.thread())
                            .isTrue());
        }
    }
}
