package dev.aggregationbench.probe;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;
import dev.aggregationbench.workerdoc.GcEvent;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Every collection as the JVM announces it ({@link GarbageCollectionNotificationInfo}, delivered asynchronously on
 * the JVM's notification thread). Events are kept for a window (a pass): the window holds exactly the collections
 * the MXBeans counted between its start and its end readings, because the JVM announces collections in the order it
 * counts them, closing the window waits until every counted collection has been announced, and it drops the
 * announcements of collections counted before the start reading (between {@link #beginWindow} and that reading) or
 * after the end reading.
 */
final class GcEventRecorder implements AutoCloseable {

    private static final long DRAIN_TIMEOUT_MILLIS = 5_000;

    /** A collection as announced, its times on the GcInfo clock. */
    public record RawEvent(
            String collector,
            String action,
            String cause,
            long id,
            long startGcClockMillis,
            long durationMillis,
            long heapBeforeBytes,
            long heapAfterBytes,
            long heapCommittedAfterBytes,
            boolean liveSetReading) {}

    private final HeapPools heapPools;
    private final GcCollectors collectors;
    private final GcClock clock = new GcClock();
    private final Set<String> liveSetCollectors = new HashSet<>();
    private final NotificationListener listener = this::onNotification;
    private final List<RawEvent> window = new ArrayList<>();
    private long received;
    private long windowStartCount;
    private RawEvent lastExplicitGc;
    private boolean lastWindowComplete = true;

    public GcEventRecorder(HeapPools heapPools, GcCollectors collectors) {
        this.heapPools = heapPools;
        this.collectors = collectors;
        received = collectors.totalCount(); // collections before now are not announced to this listener
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (GcCollectors.afterGcIsLiveSet(bean.getName(), bean.getMemoryPoolNames(), heapPools.names())) {
                liveSetCollectors.add(bean.getName());
            }
            ((NotificationEmitter) bean).addNotificationListener(listener, null, null);
        }
    }

    /** Waits for pending notifications, then starts a fresh window. */
    public void beginWindow() {
        if (!clock.isCalibrated()) {
            explicitGc(); // calibrates the clock, outside the window
        }
        synchronized (this) {
            awaitReceived(collectors.totalCount());
            window.clear();
            windowStartCount = received;
        }
    }

    /**
     * Closes the window: waits until {@code endTotalCount} collections (the MXBeans' total read at the window's
     * end) have been announced and returns those counted after {@code startTotalCount} (the total read at its start),
     * timed relative to {@code startUptimeMillis}.
     */
    public synchronized List<GcEvent> endWindow(long startTotalCount, long endTotalCount, long startUptimeMillis) {
        lastWindowComplete = awaitReceived(endTotalCount);
        int first = Math.clamp(startTotalCount - windowStartCount, 0, window.size());
        int last = Math.clamp(endTotalCount - windowStartCount, first, window.size());
        List<GcEvent> events = window.subList(first, last).stream()
                .map(e -> new GcEvent(
                        e.collector(),
                        e.action(),
                        e.cause(),
                        e.id(),
                        clock.toUptimeMillis(e.startGcClockMillis()) - startUptimeMillis,
                        e.durationMillis(),
                        e.heapBeforeBytes(),
                        e.heapAfterBytes(),
                        e.heapCommittedAfterBytes(),
                        e.liveSetReading()))
                .toList();
        window.clear();
        return events;
    }

    /** Whether the last {@link #endWindow} received a notification for every counted collection. */
    public synchronized boolean lastWindowComplete() {
        return lastWindowComplete;
    }

    /**
     * Runs {@code System.gc()} outside any window and returns its collection as announced, or {@code null} when
     * it did not collect (e.g. {@code -XX:+DisableExplicitGC}).
     */
    public RawEvent explicitGc() {
        long countBefore = collectors.totalCount();
        synchronized (this) {
            lastExplicitGc = null;
        }
        long uptimeBefore = clock.uptimeMillis();
        System.gc();
        long uptimeAfter = clock.uptimeMillis();
        long countAfter = collectors.totalCount();
        synchronized (this) {
            awaitReceived(countAfter);
            if (countAfter > countBefore) {
                long deadline = System.currentTimeMillis() + DRAIN_TIMEOUT_MILLIS;
                while ((lastExplicitGc == null || !lastExplicitGc.liveSetReading()) && waitUntil(deadline)) {
                    // a concurrent collector announces the pauses of its cycle first, the cycle itself later
                }
            }
            window.clear();
            if (lastExplicitGc != null) {
                clock.calibrate(
                        uptimeBefore,
                        uptimeAfter,
                        lastExplicitGc.startGcClockMillis(),
                        lastExplicitGc.durationMillis());
            }
            return countAfter > countBefore ? lastExplicitGc : null;
        }
    }

    @Override
    public void close() {
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            try {
                ((NotificationEmitter) bean).removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // already removed
            }
        }
    }

    private void onNotification(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info =
                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        GcInfo gc = info.getGcInfo();
        RawEvent event = new RawEvent(
                info.getGcName(),
                info.getGcAction(),
                info.getGcCause(),
                gc.getId(),
                gc.getStartTime(),
                gc.getDuration(),
                heapPools.heapUsed(gc.getMemoryUsageBeforeGc()),
                heapPools.heapUsed(gc.getMemoryUsageAfterGc()),
                heapPools.heapCommitted(gc.getMemoryUsageAfterGc()),
                liveSetCollectors.contains(info.getGcName()));
        synchronized (this) {
            received++;
            window.add(event);
            if ("System.gc()".equals(info.getGcCause())) {
                lastExplicitGc = event;
            }
            notifyAll();
        }
    }

    /** Holds the monitor. */
    private boolean awaitReceived(long count) {
        long deadline = System.currentTimeMillis() + DRAIN_TIMEOUT_MILLIS;
        while (received < count) {
            if (!waitUntil(deadline)) {
                return false;
            }
        }
        return true;
    }

    /** Holds the monitor; false once the deadline has passed. */
    private boolean waitUntil(long deadline) {
        long left = deadline - System.currentTimeMillis();
        if (left <= 0) {
            return false;
        }
        try {
            wait(left);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * GcInfo times count from a point near the VM's creation, RuntimeMXBean uptime (the clock of {@code -Xlog}
     * uptime decorations) from a slightly different one; the gap differs from JVM to JVM. It is measured with an
     * explicit GC: the collection ran between the uptimes read before and after {@code System.gc()}, which pins
     * the gap to within a millisecond or two. Until then, the JVM's start time and the wall clock estimate it.
     */
    private static final class GcClock {

        private final RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        private long gcClockAheadMillis = System.currentTimeMillis() - runtime.getStartTime() - runtime.getUptime();
        private boolean calibrated;

        long uptimeMillis() {
            return runtime.getUptime();
        }

        boolean isCalibrated() {
            return calibrated;
        }

        void calibrate(long uptimeBefore, long uptimeAfter, long gcStart, long gcDuration) {
            long latest = gcStart - uptimeBefore; // the GC cannot have started before uptimeBefore
            long earliest = gcStart + gcDuration - uptimeAfter; // nor ended after uptimeAfter
            gcClockAheadMillis = Math.floorDiv(latest + earliest, 2);
            calibrated = true;
        }

        long toUptimeMillis(long gcClockMillis) {
            return gcClockMillis - gcClockAheadMillis;
        }
    }
}
