package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.workerdoc.Sample;
import dev.aggregationbench.workerdoc.SampleSeries;
import org.junit.jupiter.api.Test;

/** The sampler on the real clock: 2 and 3 s of sampling by design, so in the slow tier. */
@IntegrationTest
class SamplerTest {

    private final JvmCounters counters = JvmCounters.ofThisJvm();

    @Test
    void takesOneSamplePerIntervalWithinTenPercent() throws Exception {
        SampleSeries series = sampleFor(50, 2_000);

        long expected = series.samples().getLast().offsetMillis() / 50 + 1;
        assertThat(series.label()).isEqualTo("sampled");
        assertThat(series.missedSamples()).isZero();
        assertThat((double) series.sampleCount())
                .isCloseTo(expected, org.assertj.core.data.Percentage.withPercentage(10));
        assertThat(series.samples()).extracting(Sample::offsetMillis).isSorted();
    }

    @Test
    void reportsItsOwnCpuCostBelowOnePercentAt100Milliseconds() throws Exception {
        SampleSeries series = sampleFor(100, 3_000);

        assertThat(series.samplerCpuTimeNanos()).isPositive();
        assertThat(series.samplerCpuFraction()).isLessThan(0.01);
    }

    @Test
    void cumulativeValuesCountFromThePassStart() throws Exception {
        SampleSeries series = sampleFor(20, 300);

        Sample first = series.samples().getFirst();
        Sample last = series.samples().getLast();
        assertThat(first.allocatedBytes()).isLessThan(last.allocatedBytes());
        assertThat(first.processCpuTimeNanos()).isLessThanOrEqualTo(last.processCpuTimeNanos());
        assertThat(last.heapCommittedBytes()).isGreaterThanOrEqualTo(last.heapUsedBytes());
        assertThat(last.rssBytes()).as("Linux: VmRSS is readable").isPositive();
    }

    private SampleSeries sampleFor(long intervalMillis, long durationMillis) throws InterruptedException {
        try (Sampler sampler = new Sampler(counters)) {
            long start = System.nanoTime();
            sampler.start(
                    intervalMillis,
                    start,
                    counters.allocation().totalAllocatedBytes(),
                    counters.gc().totalCount(),
                    counters.processCpuTimeNanos());
            Thread.sleep(durationMillis);
            return sampler.stop(System.nanoTime() - start);
        }
    }
}
