package dev.aggregationbench.variant;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.support.FaultyPages;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Faults injected on top of the real mock: every variant retries what is transient and fails clearly otherwise. The
 * variants walk with {@link #pages()}, the JDK client here; {@link SpringClientFailureTest} runs every case again on
 * the spring client, whose failures must read the same.
 */
class AggregatorFailureTest {

    @AutoClose
    final FaultyPages api = FaultyPages.start(50, 10);

    /** The ground truth, and the retry counts of both clients. */
    private final HttpOrdersClient client = api.client();

    private final OrdersClient pages = pages();
    private final String secondPageCursor = client.fetchPage(null).nextCursor();

    /** The client the variants walk with. */
    OrdersClient pages() {
        return api.client();
    }

    /** The second page's requests, answered by the test's stub instead of the mock. */
    private MappingBuilder secondPage() {
        return FaultyPages.pages("cursor", secondPageCursor);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void a503ThenSuccessIsRetriedAndTheStatsAreExact(Variant variant) {
        api.stub(secondPage()
                .inScenario("flaky")
                .whenScenarioStateIs(Scenario.STARTED)
                .willSetStateTo("recovered")
                .willReturn(aResponse().withStatus(503).withBody("{\"error\":\"unavailable\"}")));

        assertThat(variant.newAggregator().aggregate(pages)).isEqualTo(client.fetchExpectedStats());
        assertThat(client.retries().byKind()).containsEntry("unavailable", 1L).containsEntry("connection", 0L);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aConnectionResetThenSuccessIsRetriedAndTheStatsAreExact(Variant variant) {
        api.stub(secondPage()
                .inScenario("reset")
                .whenScenarioStateIs(Scenario.STARTED)
                .willSetStateTo("recovered")
                .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        assertThat(variant.newAggregator().aggregate(pages)).isEqualTo(client.fetchExpectedStats());
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aPermanent500FailsNamingThePageTheStatusAndTheAttempts(Variant variant) {
        api.failPermanently("cursor", secondPageCursor);

        assertThatThrownBy(() -> variant.newAggregator().aggregate(pages))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("cursor '" + secondPageCursor + "'")
                .hasMessageContaining("HTTP 500: database on fire")
                .hasMessageContaining("gave up after 3 attempts");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aBodyCutShortIsRetriedAndWhenItStaysCutTheErrorNamesThePage(Variant variant) {
        api.stub(secondPage()
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":[{\"id\":\"ord-0000011\",\"amount\":")));

        assertThatThrownBy(() -> variant.newAggregator().aggregate(pages))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("cursor '" + secondPageCursor + "'")
                .hasMessageContaining("malformed JSON")
                .hasMessageContaining("gave up after 3 attempts");
        assertThat(client.retries().byKind())
                .as("retries, not the last attempt")
                .containsEntry("malformed", 2L)
                .containsEntry("unavailable", 0L);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aJsonPageWithWrongContentFailsAtOnceNamingThePage(Variant variant) {
        api.stub(secondPage()
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":[{\"id\":\"ord-0000011\"}],\"nextCursor\":null}")));

        assertThatThrownBy(() -> variant.newAggregator().aggregate(pages))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("cursor '" + secondPageCursor + "'")
                .hasMessageContaining("malformed page")
                .hasMessageNotContaining("gave up");
        assertThat(client.retries().total())
                .as("valid JSON with wrong content is the same when asked again")
                .isZero();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aClientError404IsNotRetried(Variant variant) {
        api.stub(secondPage().willReturn(aResponse().withStatus(404).withBody("{\"error\":\"gone\"}")));

        assertThatThrownBy(() -> variant.newAggregator().aggregate(pages))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("HTTP 404")
                .hasMessageNotContaining("gave up")
                .satisfies(
                        e -> assertThat(((OrdersApiException) e).statusCode()).isEqualTo(404));
    }
}
