package dev.aggregationbench.variant;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static dev.aggregationbench.support.Polling.await;

/**
 * A page that keeps failing fails the pipelined walk and the whole fan-out with the client's own exception (the
 * page, the status, the attempts), whichever thread met it; and the background page fetchers do not outlive it.
 */
class ScenarioFailureTest {

    private OrdersMock mock;
    private HttpOrdersClient client;

    @BeforeEach
    void start() {
        mock = MockServers.start(100, 10);
        client = TestClients.clientFor(mock);
    }

    @AfterEach
    void stop() {
        client.close();
        mock.close();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aPermanent500FailsThePipelinedWalkNamingThePage(Variant variant) {
        String cursor = client.fetchPage(client.fetchPage(null).nextCursor()).nextCursor(); // the third page
        failPermanently("cursor", cursor);

        assertThatThrownBy(() -> variant.newPipelined().aggregate(client))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("cursor '" + cursor + "'")
                .hasMessageContaining("HTTP 500: database on fire");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(thread -> thread.getName().equals("page-fetcher")));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aPermanent500OnOnePartitionFailsTheWholeFanOut(Variant variant) {
        failPermanently("partition", "3");

        assertThatThrownBy(() -> variant.newFanOut().aggregateAll(client, FanOutSettings.of(5, 2),
                FanOutListener.NONE))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("HTTP 500: database on fire");
    }

    private void failPermanently(String parameter, String value) {
        mock.server().stubFor(get(urlPathEqualTo("/orders")).atPriority(1)
                .withQueryParam(parameter, equalTo(value))
                .willReturn(aResponse().withStatus(500).withBody("database on fire")));
    }
}
