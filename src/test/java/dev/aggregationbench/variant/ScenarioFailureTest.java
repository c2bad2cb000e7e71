package dev.aggregationbench.variant;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.FaultyPages;
import java.time.Duration;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A page that keeps failing fails the pipelined walk and the whole fan-out with the client's own exception (the
 * page, the status, the attempts), whichever thread met it; and the background page fetchers do not outlive it.
 */
class ScenarioFailureTest {

    @AutoClose
    private final FaultyPages api = FaultyPages.start(100, 10);

    private final HttpOrdersClient client = api.client();

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aPermanent500FailsThePipelinedWalkNamingThePage(Variant variant) {
        String cursor = client.fetchPage(client.fetchPage(null).nextCursor()).nextCursor(); // the third page
        api.failPermanently("cursor", cursor);

        assertThatThrownBy(() -> variant.newPipelined().aggregate(client))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("cursor '" + cursor + "'")
                .hasMessageContaining("HTTP 500: database on fire");
        await().atMost(Duration.ofSeconds(10))
                .untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
                        .noneMatch(thread -> thread.getName().equals("page-fetcher")));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aPermanent500OnOnePartitionFailsTheWholeFanOut(Variant variant) {
        api.failPermanently("partition", "3");

        assertThatThrownBy(() -> variant.newFanOut().aggregateAll(client, FanOutSettings.of(5, 2), FanOutListener.NONE))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("HTTP 500: database on fire");
    }
}
