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
        long heapUsedAfterGcBytes,
        Integer inFlightLimit,
        Long throttledRequests,
        Long retries,
        Long deadlineMillis,
        Integer metDeadline,
        Integer timedOut,
        Long requestsAfterReturn) {

    /** How long after a deadlined fan-out returned the mock's page requests are read again. */
    public static final int SETTLE_MILLIS = 1_000;

    /** An unbounded fan-out whose 429s and retries were not read. */
    public FanOutFigures(
            int concurrency,
            int platformThreadsAllowed,
            boolean correct,
            int wrongPartitions,
            long durationNanos,
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
            long heapUsedAfterGcBytes) {
        this(
                concurrency,
                platformThreadsAllowed,
                correct,
                wrongPartitions,
                durationNanos,
                aggregationsPerSecond,
                pagesPerSecond,
                latencyP50Millis,
                latencyP95Millis,
                latencyP99Millis,
                latencyMaxMillis,
                maxInFlight,
                peakLiveThreads,
                threadsStarted,
                nmtThreadReservedBytes,
                nmtThreadCommittedBytes,
                cpuNanos,
                heapUsedAfterGcBytes,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** These figures with the fan-out's bound (null: unbounded), its 429s and its retries. */
    public FanOutFigures withLimits(Integer newInFlightLimit, Long newThrottledRequests, Long newRetries) {
        return new FanOutFigures(
                concurrency,
                platformThreadsAllowed,
                correct,
                wrongPartitions,
                durationNanos,
                aggregationsPerSecond,
                pagesPerSecond,
                latencyP50Millis,
                latencyP95Millis,
                latencyP99Millis,
                latencyMaxMillis,
                maxInFlight,
                peakLiveThreads,
                threadsStarted,
                nmtThreadReservedBytes,
                nmtThreadCommittedBytes,
                cpuNanos,
                heapUsedAfterGcBytes,
                newInFlightLimit,
                newThrottledRequests,
                newRetries,
                deadlineMillis,
                metDeadline,
                timedOut,
                requestsAfterReturn);
    }

    /** These figures with the fan-out's deadline, what met it, what timed out, and the requests after it returned. */
    public FanOutFigures withDeadline(
            Long newDeadlineMillis, Integer newMetDeadline, Integer newTimedOut, Long newRequestsAfterReturn) {
        return new FanOutFigures(
                concurrency,
                platformThreadsAllowed,
                correct,
                wrongPartitions,
                durationNanos,
                aggregationsPerSecond,
                pagesPerSecond,
                latencyP50Millis,
                latencyP95Millis,
                latencyP99Millis,
                latencyMaxMillis,
                maxInFlight,
                peakLiveThreads,
                threadsStarted,
                nmtThreadReservedBytes,
                nmtThreadCommittedBytes,
                cpuNanos,
                heapUsedAfterGcBytes,
                inFlightLimit,
                throttledRequests,
                retries,
                newDeadlineMillis,
                newMetDeadline,
                newTimedOut,
                newRequestsAfterReturn);
    }
}
