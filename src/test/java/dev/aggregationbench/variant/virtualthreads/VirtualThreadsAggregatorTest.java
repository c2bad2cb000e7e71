package dev.aggregationbench.variant.virtualthreads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.RecordingOrdersClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class VirtualThreadsAggregatorTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(500, 10);

    @Test
    void fetchesEveryPageOnAVirtualThreadWhileTheCallerIsAPlatformThread() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        new VirtualThreadsAggregator().aggregate(client);

        assertThat(Thread.currentThread().isVirtual()).isFalse();
        assertThat(client.fetches())
                .hasSize(50)
                .allSatisfy(fetch -> assertThat(fetch.thread().isVirtual())
                        .as("fetch of %s on %s", fetch.cursor(), fetch.thread())
                        .isTrue());
    }
}
