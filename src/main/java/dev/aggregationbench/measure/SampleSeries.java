package dev.aggregationbench.measure;

import java.util.List;

/**
 * The pass as a time series, for charts. Sampled: values between two samples are not seen, so no summary figure
 * is derived from it.
 *
 * @param label                  always {@code sampled}
 * @param samplerCpuTimeNanos    CPU time the sampling thread used
 * @param samplerCpuFraction     samplerCpuTimeNanos / the pass's wall time: the sampler's cost in CPUs
 */
public record SampleSeries(String label, long intervalMillis, int sampleCount, long samplerCpuTimeNanos,
                           double samplerCpuFraction, List<Sample> samples) {

    public static final String LABEL = "sampled";

    public SampleSeries {
        samples = List.copyOf(samples);
    }
}
