package dev.aggregationbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.LatencySyntax;
import dev.aggregationbench.mock.Latency;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The run's {@code latencyMillis} knob and the mock's {@code --latency-millis} accept the same values, the one
 * limit included: a value the run accepted could not start its mock, and one the run refused would be a limit the
 * mock does not have (issue 21: a fixed latency over 60,000 ms was refused, a uniform or log-normal one up to
 * 999,999 ms accepted).
 */
class LatencyLimitTest {

    private static final LatencySyntax LATENCY = new LatencySyntax();

    @ParameterizedTest
    @ValueSource(
            strings = {
                "0",
                "50",
                "60000",
                "60001",
                "999999",
                "lognormal:p50=20,p99=120",
                "lognormal:p50=20,p99=60000",
                "lognormal:p50=20,p99=60001",
                "lognormal:p50=60000,p99=999999",
                "uniform:min=10,max=50",
                "uniform:min=0,max=60000",
                "uniform:min=0,max=60001",
                "uniform:min=999999,max=999999",
            })
    void theRunAndTheMockAgreeOnEveryForm(String value) {
        boolean runAccepts = LATENCY.problem(value).isEmpty();
        boolean mockAccepts;
        try {
            Latency.parse(value);
            mockAccepts = true;
        } catch (IllegalArgumentException e) {
            mockAccepts = false;
        }
        assertThat(runAccepts).as(value + ": " + LATENCY.problem(value)).isEqualTo(mockAccepts);
        assertThat(LatencySyntax.MAX_MILLIS).isEqualTo(Latency.MAX_MILLIS);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "60001",
                "lognormal:p50=20,p99=999999",
                "uniform:min=10,max=999999",
                "uniform:min=70000,max=80000"
            })
    void theRunSaysTheLimitForEveryForm(String value) {
        assertThat(LATENCY.problem(value))
                .hasValueSatisfying(message -> assertThat(message).contains("at most 60000 ms"));
    }
}
