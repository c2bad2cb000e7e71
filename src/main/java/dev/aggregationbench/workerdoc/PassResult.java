package dev.aggregationbench.workerdoc;

import dev.aggregationbench.order.OrderStats;

/**
 * One measured pass: the variant aggregated the whole data set once. The summary figures (time, allocation,
 * gc, heap, process) are exact readings of JVM and OS counters; only {@code samples} is sampled.
 *
 * @param number        1-based
 * @param correct       whether the result equals the ground truth; {@code null} when the variant returned nothing
 *                      (it threw). For a control row ({@code transport}, {@code binding}): whether it fetched exactly
 *                      {@code expectedStats.count} orders
 * @param error         the exception's class and message when the pass failed, else {@code null}
 * @param pagesFetched  pages the variant received through the client in this pass (counted by the worker)
 * @param ordersFetched orders in those pages
 * @param stats         what the variant returned; {@code null} for a control row and when it threw
 * @param virtualThreads pinning and carrier threads of a row that runs virtual threads (a JFR recording of the
 *                      pass); {@code null}: not measured (no virtual threads, JFR not available, older documents)
 */
public record PassResult(
        int number,
        Outcome outcome,
        Boolean correct,
        String error,
        long pagesFetched,
        long ordersFetched,
        OrderStats stats,
        TimeMeasurement time,
        AllocationMeasurement allocation,
        GcMeasurement gc,
        HeapMeasurement heap,
        ProcessMeasurement process,
        SampleSeries samples,
        VirtualThreadsMeasurement virtualThreads) {}
