package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.Faults;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.support.TestClients;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The faults scenario's contract: against a mock that injects every kind of fault (503, reset connection, slow page,
 * a page cut in half) on a seeded 30% of the pages, every variant still returns the exact
 * statistics: the shared client retries what another attempt can fix, and the mock answers a retried page whole.
 */
class FaultsContractTest {

    private static final Faults ALL_KINDS = new Faults(0.3, Faults.parseKinds("unavailable,reset,slow,malformed"), 5);

    @RegisterExtension
    static final MockAndClient api =
            MockAndClient.of(MockSettings.of(3_000, 100, 42).withFaults(ALL_KINDS));

    @ParameterizedTest(name = "{0}")
    @EnumSource(Variant.class)
    void everyVariantIsExactDespiteEveryKindOfFault(Variant variant) {
        try (HttpOrdersClient client = TestClients.clientFor(api.mock())) {
            assertThat(variant.newAggregator().aggregate(client)).isEqualTo(client.fetchExpectedStats());
        }
        assertThat(injected())
                .allSatisfy(
                        (kind, count) -> assertThat(count.longValue()).as(kind).isPositive());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Number> injected() {
        try (HttpOrdersClient client = TestClients.clientFor(api.mock())) {
            return (Map<String, Number>) client.fetchApiInfo().get("injectedFaults");
        }
    }
}
