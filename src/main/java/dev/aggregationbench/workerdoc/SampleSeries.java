package dev.aggregationbench.workerdoc;

import java.util.List;

/**
 * The pass as a time series, for charts. Sampled: values between two samples are not seen, so no summary figure
 * is derived from it.
 *
 * @param label                  always {@code sampled}
 * @param missedSamples          samples that failed (e.g. an OutOfMemoryError while sampling) and are absent
 * @param samplerCpuTimeNanos    CPU time the sampling thread used; {@code null} where thread CPU time is unsupported
 * @param samplerCpuFraction     samplerCpuTimeNanos / the pass's wall time: the sampler's cost in CPUs
 */
public record SampleSeries(
        String label,
        long intervalMillis,
        int sampleCount,
        int missedSamples,
        Long samplerCpuTimeNanos,
        Double samplerCpuFraction,
        List<Sample> samples) {

    public static final String LABEL = "sampled";

    public SampleSeries {
        samples = List.copyOf(samples);
    }
}
