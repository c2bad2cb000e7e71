package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockAndClient;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each style's deadline form ({@code --deadline-millis}) over real HTTP. Walks of 6 pages of 100 ms against a
 * deadline of 200 ms: every aggregation times out (its element null, never a result). What differs is the work
 * after the caller gave up: cancelled threads (virtual or pooled) and Reactor's timeout stop their walks, at most the
 * request each had in flight still arrives; async's {@code orTimeout} stops nothing, and its chains go on fetching.
 * With a generous deadline every result is exact. Asserted on the mock's page requests, not on time.
 */
class DeadlineFanOutTest {

    private static final int PARTITIONS = 4;

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(
                    MockSettings.of(PARTITIONS * 30L, 5, 42).withLatencyMillis(100)) // 6 pages each
            .withPartitions(PARTITIONS);

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "ITERATOR", "REACTOR", "VIRTUAL_THREADS"})
    void aStyleThatCancelsStopsItsWalksAtTheDeadline(Variant variant) throws InterruptedException {
        long after = requestsAfterReturn(variant, 200, true);

        assertThat(after)
                .as("requests the mock received after the fan-out gave up")
                .isLessThanOrEqualTo(PARTITIONS);
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = "ASYNC")
    void orTimeoutGivesUpTheResultButNotTheWork(Variant variant) throws InterruptedException {
        long after = requestsAfterReturn(variant, 200, true);

        assertThat(after)
                .as("requests the mock received after the fan-out gave up")
                .isGreaterThan(2L * PARTITIONS);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void withinAGenerousDeadlineEveryResultIsExact(Variant variant) {
        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(
                        api.http(), FanOutSettings.of(PARTITIONS, 200).withDeadlineMillis(10_000), FanOutListener.NONE);

        assertThat(results).isEqualTo(api.expected());
    }

    /** Runs a fan-out with {@code deadlineMillis}; the mock's page requests in the second after it returned. */
    private static long requestsAfterReturn(Variant variant, long deadlineMillis, boolean allTimedOut)
            throws InterruptedException {
        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(
                        api.http(),
                        FanOutSettings.of(PARTITIONS, 200).withDeadlineMillis(deadlineMillis),
                        FanOutListener.NONE);
        long atReturn = api.mock().pageRequests();
        Thread.sleep(1_000);
        long after = api.mock().pageRequests() - atReturn;
        if (allTimedOut) {
            assertThat(results).as("every aggregation timed out").isEqualTo(Collections.nCopies(PARTITIONS, null));
        }
        return after;
    }
}
