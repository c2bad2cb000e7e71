package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import dev.aggregationbench.workerdoc.PassEnding;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The page budget that stops cursor loops must never stop an honest walk: every variant's pass over the real mock,
 * sequential and fan-out, fits it (a variant that fetched a page twice would fail here, not in a measured run). The
 * passes run as {@code WorkerRun} runs them, budget and all, without the probes: WorkerMainTest runs the whole worker.
 */
class PageBudgetTest {

    private static final ScenarioSettings SEQUENTIAL =
            new ScenarioSettings(Scenario.SEQUENTIAL, 0, List.of(1), 200, false, "none");
    private static final ScenarioSettings FAN_OUT =
            new ScenarioSettings(Scenario.FAN_OUT, 0, List.of(1, 3, 7), 4, false, "none");

    private static OrdersMock mock;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(1_000, 100, 42));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @Test
    void theBudgetIsTheAnnouncedPagesOrOnePagePerOrderPlusTwoPerWalk() {
        var stats = new OrderStatsAccumulator().toStats();
        OrdersApiInfo announced = new OrdersApiInfo("u", 1_001L, 100, null, Map.of());
        assertThat(PageBudget.of(announced, stats, 1, 1).maxPages()).isEqualTo(11 + 2);
        assertThat(PageBudget.of(announced, stats, 2, 1 + 12).maxPages()).isEqualTo(2 * 11 + 2 * 13);
        assertThat(PageBudget.of(new OrdersApiInfo("u", null, null, null, Map.of()), stats, 1, 1)
                        .maxPages())
                .as("nothing announced, no orders: the empty page and slack")
                .isEqualTo(2);
        assertThat(PageBudget.of(announced, stats, 1, 1).exceeded("c", 13).getMessage())
                .contains("page at cursor 'c': cursor loop: this pass has fetched 13 pages")
                .contains("the API announced 1001 orders in pages of 100: 11 pages, plus 2 per walk for 1 walk");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyVariantsSequentialAndFanOutPassesFitTheirBudget(Variant variant) {
        try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()))) {
            OrderStats expected = client.fetchExpectedStats();
            OrdersApiInfo api = OrdersApiInfo.of(mock.baseUri().toString(), client.fetchApiInfo());

            PassEnding sequential = pass(variant, SEQUENTIAL, client, expected, api);
            assertThat(sequential.error()).as(variant.id()).isNull();
            assertThat(sequential.ok()).isTrue();
            assertThat(sequential.pagesFetched()).isEqualTo(10);

            PassEnding fanOut = pass(variant, FAN_OUT, client, expected, api);
            assertThat(fanOut.error()).as(variant.id() + " fan-out").isNull();
            assertThat(fanOut.ok()).isTrue();
        }
    }

    /** One pass as the worker runs it (WorkerRun), without the measurement around it: the budget is all that counts. */
    private static PassEnding pass(
            Variant variant,
            ScenarioSettings settings,
            HttpOrdersClient client,
            OrderStats expected,
            OrdersApiInfo api) {
        ScenarioWorkload workload = new ScenarioWorkload(variant.id(), settings, client);
        return PassAttempt.run(workload, client, expected, workload.pageBudget(api, expected));
    }
}
