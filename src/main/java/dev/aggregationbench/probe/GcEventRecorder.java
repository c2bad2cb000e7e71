package dev.aggregationbench.probe;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;
import dev.aggregationbench.workerdoc.GcEvent;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Every collection as the JVM announces it ({@link GarbageCollectionNotificationInfo}, delivered asynchronously on
 * the JVM's notification thread). Events are kept for a window (a pass): the window holds exactly the collections
 * the MXBeans counted between its start and its end readings. Each announcement names its collector and its id,
 * which is that collector's count at that collection ({@link GcInfo#getId()}), so an event belongs to the window when
 * its id lies between its collector's counts at the two readings; closing the window waits until every collector has
 * announced its count at the end reading. Counting announcements instead was off by one when a collection counted
 * before this recorder existed was announced to it afterwards (the notification thread lags): the window then closed
 * one announcement early and lost the pass's last collection (EveryVariantAgainstItsGcLogTest, virtual threads,
 * 2026-11-28: 5 pauses counted, 4 events).
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
    /** Per collector, the highest id announced so far: its count at its latest announced collection. */
    private final Map<String, Long> announced = new HashMap<>();

    private RawEvent lastExplicitGc;
    private boolean lastWindowComplete = true;

    public GcEventRecorder(HeapPools heapPools, GcCollectors collectors) {
        this.heapPools = heapPools;
        this.collectors = collectors;
        GcCollectors.Snapshot now = collectors.snapshot(); // collections before now are not announced to it
        for (int c = 0; c < now.names().size(); c++) {
            announced.put(now.names().get(c), now.counts()[c]);
        }
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
            awaitAnnounced(collectors.snapshot());
            window.clear();
        }
    }

    /**
     * Closes the window: waits until every collection counted at {@code end} (the MXBeans read at the window's end)
     * has been announced and returns those counted after {@code start} (read at its start), timed relative to
     * {@code startUptimeMillis}.
     */
    public synchronized List<GcEvent> endWindow(
            GcCollectors.Snapshot start, GcCollectors.Snapshot end, long startUptimeMillis) {
        lastWindowComplete = awaitAnnounced(end);
        List<GcEvent> events = window.stream()
                .filter(e -> countOf(start, e.collector()) < e.id() && e.id() <= countOf(end, e.collector()))
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
        GcCollectors.Snapshot after = collectors.snapshot();
        long countAfter = after.totalCount();
        synchronized (this) {
            awaitAnnounced(after);
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
            announced.merge(event.collector(), event.id(), Math::max);
            window.add(event);
            if ("System.gc()".equals(info.getGcCause())) {
                lastExplicitGc = event;
            }
            notifyAll();
        }
    }

    /** Holds the monitor; false when some collector had not announced its count in {@code snapshot} in time. */
    private boolean awaitAnnounced(GcCollectors.Snapshot snapshot) {
        long deadline = System.currentTimeMillis() + DRAIN_TIMEOUT_MILLIS;
        for (int c = 0; c < snapshot.names().size(); c++) {
            String collector = snapshot.names().get(c);
            while (announced.getOrDefault(collector, 0L) < snapshot.counts()[c]) {
                if (!waitUntil(deadline)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static long countOf(GcCollectors.Snapshot snapshot, String collector) {
        int c = snapshot.names().indexOf(collector);
        return c < 0 ? 0 : snapshot.counts()[c];
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
}
