package dev.aggregationbench.workerdoc;

import java.util.List;

/**
 * Garbage collection during the pass. Counts and times are deltas of the GC MXBeans (exact); events come from GC
 * notifications, one per counted collection.
 *
 * <p>Counting rule: {@code pauseCount} sums the collectors whose {@code kind} is {@code pauses}. For G1 these are
 * "G1 Young Generation" (young and mixed pauses), "G1 Old Generation" (full GCs) and "G1 Concurrent GC" (the Remark
 * and Cleanup pauses of a concurrent cycle), so it equals the number of {@code Pause ...} lines of
 * {@code -Xlog:gc}. Collectors that report whole concurrent cycles (ZGC, Shenandoah "... Cycles") have kind
 * {@code cycles} and are not added to the pause figures.
 *
 * @param pauseTimeMillis sum of the pause collectors' accumulated collection time
 * @param eventsComplete  whether a notification arrived for every counted collection before the pass was closed
 */
public record GcMeasurement(
        long pauseCount,
        long pauseTimeMillis,
        List<CollectorDelta> collectors,
        List<GcEvent> events,
        boolean eventsComplete) {

    public GcMeasurement {
        collectors = List.copyOf(collectors);
        events = List.copyOf(events);
    }
}
