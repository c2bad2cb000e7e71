package dev.aggregationbench.workerdoc;

/**
 * One collection, from {@code com.sun.management.GarbageCollectionNotificationInfo}.
 *
 * @param collector      the GC MXBean's name, e.g. {@code G1 Young Generation}
 * @param action         e.g. {@code end of minor GC}, {@code end of major GC}
 * @param cause          e.g. {@code G1 Evacuation Pause}, {@code System.gc()}
 * @param id             the collector's own sequence number of this collection
 * @param startMillis    start of the collection relative to the pass start (negative: started just before)
 * @param durationMillis the collection's duration as the JVM reports it (pause time for a pause collector)
 * @param heapBeforeBytes heap used before, summed over the heap pools
 * @param heapAfterBytes  heap used after, summed over the heap pools
 * @param liveSetReading  whether heapAfterBytes counts as a live-set reading: the collector collects the whole
 *                        heap's young part at least (G1 Young/Old Generation), not just a phase of a cycle (G1
 *                        Concurrent GC's Remark and Cleanup leave eden untouched)
 */
public record GcEvent(
        String collector,
        String action,
        String cause,
        long id,
        long startMillis,
        long durationMillis,
        long heapBeforeBytes,
        long heapAfterBytes,
        long heapCommittedAfterBytes,
        boolean liveSetReading) {}
