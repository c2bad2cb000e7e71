package dev.aggregationbench.worker;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.ArrayDeque;
import java.util.Deque;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Ends a pass whose heap is full instead of letting it collect for minutes: the worker's own form of the JVM's GC
 * overhead limit.
 *
 * <p>Near the heap's edge, each full collection frees the little garbage made since the last one, so a variant that
 * keeps every order goes on, ever slower. Measured on this project's machine (naive, 24-32 MB heaps, JDK 25.0.3): G1
 * and Serial ran from 2 s to over 14 minutes before the OutOfMemoryError; Parallel's own limit (98% of the time in
 * GC, under 2% freed) did not always fire either. G1 has no such limit in the JDK 25.0.3 used here (JDK-8212084
 * adds one in later releases).
 *
 * <p>The rule: {@value #COLLECTIONS} collections in a row each left under {@value #MAX_FREE_PERCENT}% of the heap
 * free, and they took over {@value #MIN_GC_PERCENT}% of the wall time from the first's start to the last's end. The
 * next page fetch then throws an {@link OutOfMemoryError} that says so ({@link CountingOrdersClient}). A heap in that
 * state does no useful work: its timings would be the collector's.
 *
 * <p>Collectors' concurrent cycles ("ZGC Cycles", "Shenandoah Cycles") are not pauses and are left out, and so are
 * the collections the worker asks for itself between passes ({@code System.gc()}).
 */
final class GcThrash {

    static final int COLLECTIONS = 5;
    static final int MAX_FREE_PERCENT = 10;
    static final int MIN_GC_PERCENT = 50;

    private static final GcThrash JVM = new GcThrash();

    /** One collection as the rule reads it: times in ms since the JVM started. */
    record Collection(long startMillis, long endMillis, long pauseMillis, long usedAfterBytes, long maxBytes) {}

    private final Deque<Collection> last = new ArrayDeque<>();

    private volatile String verdict;
    private boolean listening;

    /** A guard that listens to nothing: {@link #collected(Collection)} feeds it (tests). */
    GcThrash() {}

    /** This JVM's guard, listening to its collectors from the first call on. */
    static GcThrash listening() {
        JVM.listen();
        return JVM;
    }

    /** The guard of this JVM, whether or not it listens (it never trips if nothing called {@link #listening}). */
    static GcThrash ofThisJvm() {
        return JVM;
    }

    private synchronized void listen() {
        if (listening) {
            return;
        }
        listening = true;
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (bean.getName().endsWith("Cycles") || !(bean instanceof NotificationEmitter emitter)) {
                continue;
            }
            emitter.addNotificationListener(
                    (notification, handback) -> {
                        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(
                                notification.getType())) {
                            GarbageCollectionNotificationInfo gc =
                                    GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                            if (!gc.getGcCause().equals("System.gc()")) { // the meter's own, between passes
                                collected(gc.getGcInfo());
                            }
                        }
                    },
                    null,
                    null);
        }
    }

    private void collected(GcInfo info) {
        long usedAfter = info.getMemoryUsageAfterGc().values().stream()
                .mapToLong(MemoryUsage::getUsed)
                .sum();
        collected(new Collection(
                info.getStartTime(),
                info.getEndTime(),
                info.getDuration(),
                usedAfter,
                Runtime.getRuntime().maxMemory()));
    }

    /** Reads one more collection; trips the guard when the last {@value #COLLECTIONS} meet the rule. */
    synchronized void collected(Collection collection) {
        last.addLast(collection);
        while (last.size() > COLLECTIONS) {
            last.removeFirst();
        }
        if (verdict == null && last.size() == COLLECTIONS) {
            verdict = thrashing(last);
        }
    }

    /** Throws the guard's OutOfMemoryError once it tripped. */
    void check() {
        OutOfMemoryError failure = failure();
        if (failure != null) {
            throw failure;
        }
    }

    /** The error a fetch fails with, or {@code null} while the heap is not thrashing. */
    OutOfMemoryError failure() {
        String why = verdict;
        return why == null ? null : new OutOfMemoryError(why);
    }

    private static String thrashing(Deque<Collection> collections) {
        long pauses = 0;
        for (Collection c : collections) {
            if ((c.maxBytes() - c.usedAfterBytes()) * 100 >= MAX_FREE_PERCENT * c.maxBytes()) {
                return null;
            }
            pauses += c.pauseMillis();
        }
        long wall = Math.max(
                1, collections.getLast().endMillis() - collections.getFirst().startMillis());
        if (pauses * 100 <= MIN_GC_PERCENT * wall) {
            return null;
        }
        return "GC overhead: the last " + COLLECTIONS + " collections each left under " + MAX_FREE_PERCENT
                + "% of the heap free and took " + Math.min(100, pauses * 100 / wall) + "% of the time"
                + " (the worker's limit, " + MIN_GC_PERCENT + "%: the heap is too small for this variant)";
    }
}
