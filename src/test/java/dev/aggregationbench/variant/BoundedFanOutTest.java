package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockAndClient;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each style bounded in its own idiom ({@code --max-in-flight=M}) against an API that admits N = M requests at once
 * ({@code --api-max-in-flight}), over real HTTP: never more than M requests in flight, not one 429, every result
 * exact. The unbounded form beside it meets 429s, waits their Retry-After, and is still exact.
 */
class BoundedFanOutTest {

    private static final int PARTITIONS = 12;
    private static final int LIMIT = 3;
    private static final RetryPolicy PATIENT = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0, 100);

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(MockSettings.of(PARTITIONS * 10L, 5, 42)
                    .withLatencyMillis(30)
                    .withApiMaxInFlight(LIMIT)) // 2 pages each
            .withRetryPolicy(PATIENT)
            .withPartitions(PARTITIONS);

    @ParameterizedTest
    @EnumSource(Variant.class)
    void boundedAtTheApisLimitNoRequestIsRefusedAndEveryResultIsExact(Variant variant) {
        InFlightClient client = new InFlightClient(api.http());
        long refusedBefore = api.mock().throttledRequests();
        long retriesBefore = api.http().retries().total();

        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(client, new FanOutSettings(PARTITIONS, 200, false, "none", LIMIT), quiet());

        assertThat(results).isEqualTo(api.expected());
        assertThat(client.maxInFlight()).as("requests in flight at once").isLessThanOrEqualTo(LIMIT);
        assertThat(api.mock().throttledRequests() - refusedBefore).as("429s").isZero();
        assertThat(api.http().retries().total() - retriesBefore).as("retries").isZero();
    }

    @Test
    void unboundedTheSameFanOutMeets429sWaitsTheirRetryAfterAndStaysExact() {
        long refusedBefore = api.mock().throttledRequests();
        long throttledBefore = api.http().retries().byKind().get("throttled");

        List<OrderStats> results = Variant.VIRTUAL_THREADS
                .newFanOut()
                .aggregateAll(api.http(), new FanOutSettings(PARTITIONS, 200, false), quiet());

        assertThat(results).isEqualTo(api.expected());
        long refused = api.mock().throttledRequests() - refusedBefore;
        assertThat(refused)
                .as("429s: %d requests at once where %d are admitted", PARTITIONS, LIMIT)
                .isGreaterThanOrEqualTo(PARTITIONS - LIMIT);
        assertThat(api.http().retries().byKind().get("throttled") - throttledBefore)
                .as("each 429 retried")
                .isEqualTo(refused);
    }

    private static FanOutListener quiet() {
        return new FanOutListener() {
            @Override
            public void started(int aggregation, long startNanos) {}

            @Override
            public void finished(int aggregation, long startNanos, long endNanos) {}
        };
    }
}
