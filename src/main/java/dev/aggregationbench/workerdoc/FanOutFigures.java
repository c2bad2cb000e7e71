package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * One fan-out of K aggregations, each over its own partition, all checked exactly against their partition's ground
 * truth ({@code GET /orders/stats?partition=i&partitions=K}). Built once, by the worker's {@code FanOutMeter}: its
 * own readings at the fan-out's end, then the bound's, the deadline's and fail-fast's counts read after it.
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
 * @param inFlightLimit            the fan-out's bound ({@code --max-in-flight}); null: unbounded
 * @param throttledRequests        the 429s the mock answered during the fan-out ({@code /orders/info}); null when
 *                                 the API did not say
 * @param retries                  the shared client's retries during the fan-out, every kind
 * @param deadlineMillis           with a deadline ({@code --deadline-millis}, else null): D
 * @param metDeadline              with a deadline: aggregations that ended within it, each checked exactly
 * @param timedOut                 with a deadline: aggregations given up at it, never checked nor counted correct
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
        Double quietAfterFirstFailureMillis) {}
