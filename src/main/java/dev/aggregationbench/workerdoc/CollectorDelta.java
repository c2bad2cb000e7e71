package dev.aggregationbench.workerdoc;

/**
 * One GC MXBean's change over the pass.
 *
 * @param kind       {@code pauses} (each collection is a stop-the-world pause) or {@code cycles} (each collection
 *                   is a mostly concurrent cycle; its time is not pause time)
 * @param count      collections during the pass
 * @param timeMillis accumulated collection time during the pass
 */
public record CollectorDelta(String name, String kind, long count, long timeMillis) {}
