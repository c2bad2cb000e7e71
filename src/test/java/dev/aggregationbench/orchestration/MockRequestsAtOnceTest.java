package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.mock.MockCapacityCheck;
import dev.aggregationbench.run.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * {@link MockProcess#requestsAtOnce}: how many page requests the mock is sized for (its connections, threads and
 * heap). A computation, tested directly: 1 outside the fan-out; the largest K when any form is unbounded or the
 * capacity check will open K connections itself; the largest bound M (at most K) when every form is bounded and K is
 * too large for the check.
 */
class MockRequestsAtOnceTest {

    private static RunOptions fanOut(String ks, String maxInFlight) {
        return RunOptions.defaults()
                .with(Knob.SCENARIO, "fan-out")
                .with(Knob.CONCURRENCY, ks)
                .with(Knob.MAX_IN_FLIGHT, maxInFlight);
    }

    @Test
    void outsideTheFanOutOneRequestAtATime() {
        assertThat(MockProcess.requestsAtOnce(RunOptions.defaults().with(Knob.SCENARIO, "sequential")))
                .isEqualTo(1);
    }

    @Test
    void unboundedTheLargestKOfTheSweep() {
        assertThat(MockProcess.requestsAtOnce(fanOut("10,1000,100", "none"))).isEqualTo(1000);
        assertThat(MockProcess.requestsAtOnce(fanOut("1", "none"))).isEqualTo(1);
    }

    @Test
    void oneUnboundedFormAmongBoundedOnesStillNeedsTheLargestK() {
        assertThat(MockProcess.requestsAtOnce(fanOut("1000", "50,none"))).isEqualTo(1000);
    }

    @Test
    void boundedAtAMeasurableKTheCapacityCheckStillOpensKConnections() {
        assertThat(MockCapacityCheck.measurable(100))
                .as("100 connections fit any JVM here")
                .isTrue();
        assertThat(MockProcess.requestsAtOnce(fanOut("100", "5,20"))).isEqualTo(100);
    }

    @Test
    void boundedAtAKTooLargeForTheCheckTheLargestBoundAtMostK() {
        long k = 100_000;
        // whether this machine can open 100,000 connections decides the branch: both are checked
        long expected = MockCapacityCheck.measurable(k) ? k : 200;
        assertThat(MockProcess.requestsAtOnce(fanOut("100000", "50,200"))).isEqualTo(expected);
        assertThat(MockProcess.requestsAtOnce(fanOut("100000", "200000")))
                .as("a bound above K: K")
                .isEqualTo(k);
    }
}
