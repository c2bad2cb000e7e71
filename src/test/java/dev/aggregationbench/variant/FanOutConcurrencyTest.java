package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.MockAndClient;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * With page latency and more aggregations (K = 24) than platform threads in the pool (4), the blocking styles on the
 * pool never have more than 4 aggregations or requests in flight, while virtual threads, async and Reactor have
 * more, because none of them holds a platform thread while it waits. Asserted on measured concurrency (counters in
 * the listener and around every request), not on time; every result is still exact.
 */
@IntegrationTest
class FanOutConcurrencyTest {

    private static final int PARTITIONS = 24;
    private static final int POOL = 4;

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(
                    MockSettings.of(PARTITIONS * 20, 5, 42).withLatencyMillis(50)) // 4 pages each
            .withPartitions(PARTITIONS);

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "STREAM", "ITERATOR"})
    void blockingStylesOnThePoolRunAtMostPoolSizeAtOnce(Variant variant) {
        Measured measured = run(variant, FanOutSettings.of(PARTITIONS, POOL));

        assertThat(measured.aggregations()).as("aggregations in flight at once").isEqualTo(POOL);
        assertThat(measured.requests()).as("requests in flight at once").isLessThanOrEqualTo(POOL);
    }

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"ASYNC", "REACTOR", "VIRTUAL_THREADS"})
    void stylesThatDoNotHoldAThreadWhileWaitingRunMoreThanThePoolAtOnce(Variant variant) {
        Measured measured = run(variant, FanOutSettings.of(PARTITIONS, POOL));

        assertThat(measured.aggregations()).as("aggregations in flight at once").isEqualTo(PARTITIONS);
        assertThat(measured.requests()).as("requests in flight at once").isGreaterThan(2 * POOL);
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = "ITERATOR")
    void aPlatformThreadPerAggregationAlsoRunsThemAllAtOnceAtTheCostOfKThreads(Variant variant) {
        Measured measured = run(variant, new FanOutSettings(PARTITIONS, POOL, true));

        assertThat(measured.aggregations()).as("aggregations in flight at once").isEqualTo(PARTITIONS);
        assertThat(measured.requests()).as("requests in flight at once").isGreaterThan(2 * POOL);
    }

    /** Most aggregations and requests in flight at once. */
    private record Measured(int aggregations, int requests) {}

    private static Measured run(Variant variant, FanOutSettings settings) {
        InFlightClient client = new InFlightClient(api.http());
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger maxInFlight = new AtomicInteger();
        FanOutListener listener = new FanOutListener() {
            @Override
            public void started(int aggregation, long startNanos) {
                maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            }

            @Override
            public void finished(int aggregation, long startNanos, long endNanos) {
                inFlight.decrementAndGet();
            }
        };

        assertThat(variant.newFanOut().aggregateAll(client, settings, listener)).isEqualTo(api.expected());

        Measured measured = new Measured(maxInFlight.get(), client.maxInFlight());
        System.out.printf(
                "%s fan-out, K=%d, pool %d%s: at most %d aggregations and %d requests in flight%n",
                variant.id(),
                settings.concurrency(),
                settings.threads(),
                settings.threadPerAggregation() ? " (a thread per aggregation)" : "",
                measured.aggregations(),
                measured.requests());
        return measured;
    }
}
