package dev.aggregationbench.workerdoc;

/**
 * One reading of the sampler. Cumulative values count from the pass start.
 *
 * @param offsetMillis        time since the pass start
 * @param allocatedBytes      bytes allocated JVM-wide since the pass start
 * @param gcCount             collections (all collectors) since the pass start
 * @param processCpuTimeNanos process CPU time since the pass start
 * @param rssBytes            VmRSS; {@code null} where unavailable
 */
public record Sample(
        long offsetMillis,
        long heapUsedBytes,
        long heapCommittedBytes,
        long allocatedBytes,
        long gcCount,
        long processCpuTimeNanos,
        Long rssBytes) {}
