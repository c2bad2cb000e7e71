package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.support.IntegrationTest;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The bounded capacity check against a real mock that injects latency and a fault on every page: the check meets
 * neither (it asks with {@code X-Mock-Fault: none}), counts only pages that arrived (never more than the mock served),
 * and reports the window it counted in. A real-time test by design (it waits for its window): slow tier.
 */
@IntegrationTest
class MockCapacityCheckTest {

    @Test
    void countsThePagesServedInItsWindowWithoutTheRunsLatencyOrFaults() throws Exception {
        MockSettings faultyAndSlow = MockSettings.of(5_000, 10, 42)
                .withLatencyMillis(60_000)
                .withFaults(new Faults(1.0, Faults.parseKinds("unavailable,reset"), 0));
        try (OrdersMock mock = OrdersMock.start(faultyAndSlow)) {
            for (int concurrency : new int[] {1, 4}) {
                long requestsBefore = mock.pageRequests();

                MockCapacityCheck.Measured measured = MockCapacityCheck.measure(
                        mock.baseUri(), 10, concurrency, Duration.ofMillis(1_000), Duration.ofMillis(1_000));

                assertThat(measured.concurrency()).isEqualTo(concurrency);
                assertThat(measured.pages())
                        .as("pages, none of them 60 s late")
                        .isPositive()
                        .isLessThanOrEqualTo(mock.pageRequests() - requestsBefore);
                assertThat(measured.durationNanos())
                        .isGreaterThanOrEqualTo(Duration.ofMillis(1_000).toNanos());
                assertThat(measured.pagesPerSecond())
                        .isCloseTo(measured.pages() * 1e9 / measured.durationNanos(), within(1e-6));
                assertThat(mock.injectedFaults())
                        .as("no fault met")
                        .allSatisfy((kind, count) -> assertThat(count).as(kind).isZero());
            }
        }
    }
}
