package dev.aggregationbench.measurement;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * One fan-out of K aggregations, each over its own partition, all checked exactly against their partition's ground
 * truth ({@code GET /orders/stats?partition=i&partitions=K}).
 *
 * @param concurrency              K
 * @param platformThreadsAllowed   the pool size the blocking styles used ({@code --threads}), or K per aggregation
 * @param correct                  every one of the K results equal to its partition's ground truth
 * @param wrongPartitions          how many were not
 * @param durationNanos            from the first start to the last end
 * @param aggregationsPerSecond    K / wall time
 * @param pagesPerSecond           pages fetched / wall time
 * @param latencyP50Millis         per-aggregation latency (its start to its end), HdrHistogram, 3 significant digits
 * @param maxInFlight              the most aggregations between their start and their end at one time
 * @param peakLiveThreads          ThreadMXBean's peak thread count during the fan-out (reset before it)
 * @param threadsStarted           ThreadMXBean's total started threads during the fan-out
 * @param nmtThreadReservedBytes   NMT summary "Thread" reserved while the fan-out's threads run, read once by the
 *                                 first aggregation to end after min(K, platformThreadsAllowed) were in flight
 *                                 (-XX:NativeMemoryTracking=summary); null when NMT is off
 * @param nmtThreadCommittedBytes  NMT summary "Thread" committed at the same moment, null when NMT is off
 * @param cpuNanos                 the worker process's CPU time during the fan-out
 * @param heapUsedAfterGcBytes     heap in use after an explicit GC right after the fan-out (its live set is gone
 *                                 by then; the pass's heap figures hold the peak)
 */
public record FanOutFigures(
        int concurrency,
        int platformThreadsAllowed,
        boolean correct,
        int wrongPartitions,
        @JsonAlias("wallTimeNanos") long durationNanos,
        double aggregationsPerSecond,
        double pagesPerSecond,
        double latencyP50Millis,
        double latencyP95Millis,
        double latencyP99Millis,
        double latencyMaxMillis,
        int maxInFlight,
        int peakLiveThreads,
        long threadsStarted,
        Long nmtThreadReservedBytes,
        Long nmtThreadCommittedBytes,
        Long cpuNanos,
        long heapUsedAfterGcBytes) {}
