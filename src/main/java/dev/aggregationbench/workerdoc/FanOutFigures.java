package dev.aggregationbench.workerdoc;

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
 * @param latencyP50Millis         per-aggregation latency (its start to its end), HdrHistogram, 3 significant digits,
 *                                 of the aggregations that completed; null (n/a) when none did
 * @param maxInFlight              the most aggregations between their start and their end at one time
 * @param peakLiveThreads          ThreadMXBean's peak thread count during the fan-out (reset before it)
 * @param threadsStarted           ThreadMXBean's total started threads during the fan-out
 * @param nmtThreadReservedBytes   NMT summary "Thread" reserved while the fan-out's threads run, read by the first
 *                                 aggregation to end after min(K, platformThreadsAllowed) had started, and again by
 *                                 the first after all K had, the later reading standing
 *                                 (-XX:NativeMemoryTracking=summary); null when NMT is off
 * @param nmtThreadCommittedBytes  NMT summary "Thread" committed at the same moment, null when NMT is off
 * @param cpuNanos                 the worker process's CPU time during the fan-out
 * @param heapUsedAfterGcBytes     heap in use after an explicit GC right after the fan-out (its live set is gone
 *                                 by then; the pass's heap figures hold the peak)
 * @param timeToStartAllNanos      from the fan-out's start until its K-th aggregation started (with a pool smaller
 *                                 than K: until the last left the queue); null (n/a) when not all K started (a
 *                                 deadline or fail-fast gave the others up first), and in older documents
 * @param heapUsedInFlightBytes    heap in use (garbage included) at the instant of the NMT reading while running
 *                                 (the later of two: by the first aggregation to end after min(K, pool) started,
 *                                 and by the first after all K started): where parked virtual threads keep their
 *                                 stacks; one reading, not a peak; null (n/a) when no aggregation ended after
 *                                 min(K, pool) had started, and in older documents
 * @param requestsAfterDeadline    with a deadline: page requests the mock received after their aggregation's
 *                                 deadline (its {@code lateRequests}, exact: each request carries its deadline)
 * @param failed                   fail-fast: aggregations that failed by themselves (their page's retries spent)
 * @param cancelled                fail-fast: aggregations the first failure cancelled, never counted as correct
 * @param requestsAfterFirstFailure fail-fast: page requests the client sent after the first failure (every
 *                                 attempt; the client's count, exact on its JVM's clock)
 * @param quietAfterFirstFailureMillis fail-fast: from the first failure to the client's last request sent or
 *                                 answered; null when it did not fall quiet
 */
public record FanOutFigures(
        int concurrency,
        int platformThreadsAllowed,
        boolean correct,
        int wrongPartitions,
        @JsonAlias("wallTimeNanos") long durationNanos,
        double aggregationsPerSecond,
        double pagesPerSecond,
        Double latencyP50Millis,
        Double latencyP95Millis,
        Double latencyP99Millis,
        Double latencyMaxMillis,
        int maxInFlight,
        int peakLiveThreads,
        long threadsStarted,
        Long nmtThreadReservedBytes,
        Long nmtThreadCommittedBytes,
        Long cpuNanos,
        long heapUsedAfterGcBytes,
        Long timeToStartAllNanos,
        Long heapUsedInFlightBytes,
        Integer inFlightLimit,
        Long throttledRequests,
        Long retries,
        Long deadlineMillis,
        Integer metDeadline,
        Integer timedOut,
        Long requestsAfterDeadline,
        Integer failed,
        Integer cancelled,
        Long requestsAfterFirstFailure,
        Double quietAfterFirstFailureMillis) {

    /** An unbounded fan-out whose 429s and retries were not read. */
    public FanOutFigures(
            int concurrency,
            int platformThreadsAllowed,
            boolean correct,
            int wrongPartitions,
            long durationNanos,
            double aggregationsPerSecond,
            double pagesPerSecond,
            Double latencyP50Millis,
            Double latencyP95Millis,
            Double latencyP99Millis,
            Double latencyMaxMillis,
            int maxInFlight,
            int peakLiveThreads,
            long threadsStarted,
            Long nmtThreadReservedBytes,
            Long nmtThreadCommittedBytes,
            Long cpuNanos,
            long heapUsedAfterGcBytes,
            Long timeToStartAllNanos,
            Long heapUsedInFlightBytes) {
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
                timeToStartAllNanos,
                heapUsedInFlightBytes,
                null,
                null,
                null,
                null,
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
        return with(new Limits(newInFlightLimit, newThrottledRequests, newRetries), deadline(), failFast());
    }

    /** These figures with the fan-out's deadline, what met it, what timed out, and the requests after it. */
    public FanOutFigures withDeadline(
            Long newDeadlineMillis, Integer newMetDeadline, Integer newTimedOut, Long newRequestsAfterDeadline) {
        return with(
                limits(),
                new Deadline(newDeadlineMillis, newMetDeadline, newTimedOut, newRequestsAfterDeadline),
                failFast());
    }

    /** These figures with fail-fast's counts: failed, cancelled, the requests after the first failure, the quiet. */
    public FanOutFigures withFailFast(
            Integer newFailed, Integer newCancelled, Long newRequestsAfter, Double newQuietAfterFirstFailureMillis) {
        return with(
                limits(),
                deadline(),
                new FailFast(newFailed, newCancelled, newRequestsAfter, newQuietAfterFirstFailureMillis));
    }

    // The three groups of counts a fan-out form adds to the figures FanOutMeter measured. They stay flat fields of
    // the record (the worker document's shape); these records only let one copy serve the three withers above.
    private record Limits(Integer inFlightLimit, Long throttledRequests, Long retries) {}

    private record Deadline(Long deadlineMillis, Integer metDeadline, Integer timedOut, Long requestsAfterDeadline) {}

    private record FailFast(Integer failed, Integer cancelled, Long requestsAfterFirstFailure, Double quietMillis) {}

    private Limits limits() {
        return new Limits(inFlightLimit, throttledRequests, retries);
    }

    private Deadline deadline() {
        return new Deadline(deadlineMillis, metDeadline, timedOut, requestsAfterDeadline);
    }

    private FailFast failFast() {
        return new FailFast(failed, cancelled, requestsAfterFirstFailure, quietAfterFirstFailureMillis);
    }

    private FanOutFigures with(Limits l, Deadline d, FailFast f) {
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
                timeToStartAllNanos,
                heapUsedInFlightBytes,
                l.inFlightLimit(),
                l.throttledRequests(),
                l.retries(),
                d.deadlineMillis(),
                d.metDeadline(),
                d.timedOut(),
                d.requestsAfterDeadline(),
                f.failed(),
                f.cancelled(),
                f.requestsAfterFirstFailure(),
                f.quietMillis());
    }
}
