package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class LatencyTest {

    /** The delays of {@code pages} pages of 100 orders, drawn as the mock draws them. */
    private static int[] sortedDelays(Latency latency, long seed, int pages) {
        int[] delays = new int[pages];
        for (int i = 0; i < pages; i++) {
            delays[i] = latency.delayMillis(Seeded.uniform(seed, Seeded.LATENCY, i * 100L, pages * 100L));
        }
        Arrays.sort(delays);
        return delays;
    }

    private static int quantile(int[] sorted, double q) {
        return sorted[(int) Math.floor(q * (sorted.length - 1))];
    }

    @Test
    void parsesTheThreeForms() {
        assertThat(Latency.parse("50")).isEqualTo(new Latency.Fixed(50));
        assertThat(Latency.parse("0")).isEqualTo(Latency.NONE);
        assertThat(Latency.parse("lognormal:p50=20,p99=120")).isEqualTo(new Latency.LogNormal(20, 120));
        assertThat(Latency.parse("uniform:min=10,max=50")).isEqualTo(new Latency.Uniform(10, 50));
        assertThat(Latency.parse(" lognormal: p99=120 , p50=20 ")).isEqualTo(new Latency.LogNormal(20, 120));
        for (String spec : new String[] {"50", "lognormal:p50=20,p99=120", "uniform:min=10,max=50"}) {
            assertThat(Latency.parse(spec).spec()).isEqualTo(spec);
        }
    }

    @Test
    void badValuesNameWhatIsWrong() {
        assertThatThrownBy(() -> Latency.parse("-5")).hasMessageContaining("'-5'");
        assertThatThrownBy(() -> Latency.parse("fast")).hasMessageContaining("'fast'");
        assertThatThrownBy(() -> Latency.parse("gauss:p50=1")).hasMessageContaining("unknown distribution 'gauss'");
        assertThatThrownBy(() -> Latency.parse("lognormal:p50=20")).hasMessageContaining("p99= is missing");
        assertThatThrownBy(() -> Latency.parse("lognormal:p50=20,p95=80"))
                .hasMessageContaining("unknown parameter 'p95'");
        assertThatThrownBy(() -> Latency.parse("lognormal:p50=120,p99=20")).hasMessageContaining("p50 < p99");
        assertThatThrownBy(() -> Latency.parse("uniform:min=10,max=x"))
                .hasMessageContaining("max")
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> Latency.parse("uniform:min=50,max=10")).hasMessageContaining("min <= max");
        assertThatThrownBy(() -> Latency.parse("uniform:10")).hasMessageContaining("'10' is not name=milliseconds");
    }

    @Test
    void everyFormSharesTheOneLimitOfAMinute() {
        assertThat(Latency.parse("60000")).isEqualTo(new Latency.Fixed(60_000));
        assertThat(Latency.parse("lognormal:p50=20,p99=60000")).isEqualTo(new Latency.LogNormal(20, 60_000));
        assertThat(Latency.parse("uniform:min=0,max=60000")).isEqualTo(new Latency.Uniform(0, 60_000));
        for (String spec : new String[] {
            "60001",
            "999999",
            "lognormal:p50=20,p99=60001",
            "lognormal:p50=60001,p99=999999",
            "uniform:min=10,max=60001",
            "uniform:min=999999,max=999999"
        }) {
            assertThatThrownBy(() -> Latency.parse(spec)).as(spec).hasMessageContaining("60000");
        }
        assertThatThrownBy(() -> new Latency.Fixed(60_001)).hasMessageContaining("0..60000 ms");
        assertThatThrownBy(() -> new Latency.LogNormal(20, 60_001)).hasMessageContaining("<= 60000 ms");
        assertThatThrownBy(() -> new Latency.Uniform(0, 60_001)).hasMessageContaining("<= 60000 ms");
    }

    @Test
    void aLognormalsFarTailIsCutAtTheLimitNotWrapped() {
        Latency wide = new Latency.LogNormal(1_000, 60_000);
        for (double u : new double[] {0.999, 0.999999, 1 - 1e-12, Math.nextDown(1.0)}) {
            assertThat(wide.delayMillis(u)).as("u=" + u).isBetween(0, Latency.MAX_MILLIS);
        }
        assertThat(wide.delayMillis(Math.nextDown(1.0))).isEqualTo(Latency.MAX_MILLIS);
    }

    @Test
    void aValueFromOutsideIsQuotedBoundedAndEscaped() {
        assertThatThrownBy(() -> Latency.parse("gauss\u001B[31m:p50=1"))
                .hasMessageNotContaining("\u001B[31m")
                .hasMessageContaining("\\u001B[31m");
        assertThatThrownBy(() -> Latency.parse("9".repeat(100_000)))
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300).contains("(100000 characters)"));
        assertThatThrownBy(() -> Latency.parse("uniform:min=1,max=2\nforged"))
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").contains("\\n"));
    }

    @Test
    void lognormalDrawsHaveTheAskedMedianAnd99thPercentile() {
        int[] delays = sortedDelays(Latency.parse("lognormal:p50=20,p99=120"), 42, 20_000);
        assertThat((double) quantile(delays, 0.50)).isCloseTo(20, within(1.5));
        assertThat((double) quantile(delays, 0.99)).isCloseTo(120, within(12.0));
        assertThat(delays[0]).isGreaterThanOrEqualTo(0);
    }

    @Test
    void uniformDrawsCoverTheRangeEvenly() {
        int[] delays = sortedDelays(Latency.parse("uniform:min=10,max=50"), 42, 20_000);
        assertThat(delays[0]).isEqualTo(10);
        assertThat(delays[delays.length - 1]).isEqualTo(50);
        assertThat((double) quantile(delays, 0.50)).isCloseTo(30, within(1.5));
        assertThat((double) quantile(delays, 0.25)).isCloseTo(20, within(1.5));
    }

    @Test
    void aPagesDelayIsAPureFunctionOfSeedAndPage() {
        Latency latency = Latency.parse("lognormal:p50=20,p99=120");
        int[] delays = new int[1_000];
        for (int i = 0; i < delays.length; i++) {
            delays[i] = latency.delayMillis(Seeded.uniform(42, Seeded.LATENCY, i * 10L, 10_000));
        }
        for (int i = delays.length - 1; i >= 0; i--) {
            assertThat(latency.delayMillis(Seeded.uniform(42, Seeded.LATENCY, i * 10L, 10_000)))
                    .isEqualTo(delays[i]);
        }
        assertThat(sortedDelays(latency, 43, 1_000)).isNotEqualTo(sortedDelays(latency, 42, 1_000));
    }
}
