package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.VirtualThreadsMeasurement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Pinning and carrier threads over one measured pass of a row that runs virtual threads, from a JFR recording
 * ({@link VirtualThreadsMeasurement}). The recording starts before the pass window opens and stops after it closes.
 * During the pass the JVM only writes events into its native buffers; the file is read after the pass. A
 * {@code RecordingStream} would parse inside the window: its thread allocated about 5 MB in a 4 s pinned pass on
 * JDK 21, which the pass's allocation figure would have counted.
 *
 * <p>Events: {@code jdk.VirtualThreadPinned} at threshold 0, so every pinning counts, not only those of 20 ms or
 * more (the default); {@code jdk.ThreadStart} and {@code jdk.ThreadEnd} for the carriers. All without stack
 * traces. JDK 21 and 25 both have them.
 *
 * <p>Carrier threads: the threads of class {@code jdk.internal.misc.CarrierThread}, the workers the virtual-thread
 * scheduler's ForkJoinPool makes (JDK 21 to 25), not a thread name. JFR's events give a thread's group, not its class:
 * a started thread counts when its group is {@code CarrierThreads} and it is not a live thread of another class
 * (JDK 25's pool puts its {@code DelayScheduler} thread in that group too).
 */
public final class VirtualThreadRecorder {

    static final String CARRIER_CLASS = "jdk.internal.misc.CarrierThread";
    static final String CARRIER_GROUP = "CarrierThreads";
    private static final String PINNED = "jdk.VirtualThreadPinned";
    private static final String STARTED = "jdk.ThreadStart";
    private static final String ENDED = "jdk.ThreadEnd";

    private final Recording recording;
    private final Set<Long> carriersAtStart;

    private VirtualThreadRecorder(Recording recording, Set<Long> carriersAtStart) {
        this.recording = recording;
        this.carriersAtStart = carriersAtStart;
    }

    /**
     * A recording of the same events for the whole of a worker's passes, warm-ups included, started before the first
     * one; {@code null} without JFR. The first recording a JVM starts is costly: JFR starts up and the JIT compiles
     * again. Started at the measured pass's window, that cost fell inside it. In the committed run
     * docs/results/2026-11-26-sequential-jdk-gc-matrix, virtual-threads' measured pass took 0.83-0.96 s on JDK 21
     * against 0.15-0.23 s for its last warm-ups, and the JIT was busy in it. With this recording started first, the
     * per-pass recording ({@link #start}) only adds a second one, and the warm-ups run with JFR on as the measured
     * pass does. Close it after the measured passes.
     */
    public static AutoCloseable primeForPasses() {
        try {
            Recording recording = new Recording();
            recording.setName("aggregation-bench virtual threads (all passes)");
            recording.setToDisk(false);
            recording.enable(PINNED).withThreshold(Duration.ZERO).withoutStackTrace();
            recording.enable(STARTED).withoutStackTrace();
            recording.enable(ENDED);
            recording.start();
            return recording;
        } catch (RuntimeException | LinkageError noJfr) {
            return null;
        }
    }

    /**
     * Starts the recording, then notes the carriers alive; {@code null} when this JVM has no JFR (a runtime linked
     * without {@code jdk.jfr}, or JFR disabled): the pass's figures are then n/a.
     */
    public static VirtualThreadRecorder start() {
        try {
            Recording recording = new Recording();
            recording.setName("aggregation-bench virtual threads");
            recording.enable(PINNED).withThreshold(Duration.ZERO).withoutStackTrace();
            recording.enable(STARTED).withoutStackTrace();
            recording.enable(ENDED);
            recording.start();
            return new VirtualThreadRecorder(recording, liveCarriers());
        } catch (RuntimeException | LinkageError noJfr) {
            System.err.println("worker: no JFR recording of the virtual threads (" + noJfr + "): pinned events and "
                    + "carrier threads n/a");
            return null;
        }
    }

    /** Stops the recording and reads it; {@code null} when it cannot be read (the figures are then n/a). */
    public VirtualThreadsMeasurement finish() {
        Path file = null;
        try {
            recording.stop();
            file = Files.createTempFile("aggregation-bench-virtual-threads", ".jfr");
            recording.dump(file);
            return measure(RecordingFile.readAllEvents(file));
        } catch (IOException | RuntimeException e) {
            System.err.println("worker: cannot read the JFR recording of the virtual threads (" + e
                    + "): pinned events and carrier threads n/a");
            return null;
        } finally {
            recording.close();
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException ignored) {
                    // a temporary file left behind; nothing measured depends on it
                }
            }
        }
    }

    private VirtualThreadsMeasurement measure(List<RecordedEvent> events) {
        long pinned = events.stream()
                .filter(e -> e.getEventType().getName().equals(PINNED))
                .count();
        Map<Long, Thread> live = liveThreads();
        Set<Long> carriers = new HashSet<>(carriersAtStart);
        int peak = carriers.size();
        int started = 0;
        List<RecordedEvent> threadEvents = events.stream()
                .filter(e -> !e.getEventType().getName().equals(PINNED))
                .sorted(Comparator.comparing(RecordedEvent::getStartTime))
                .toList();
        for (RecordedEvent event : threadEvents) {
            RecordedThread thread = event.hasField("thread") ? event.getThread("thread") : event.getThread();
            if (thread == null) {
                continue;
            }
            long id = thread.getJavaThreadId();
            if (event.getEventType().getName().equals(ENDED)) {
                carriers.remove(id);
            } else if (startedCarrier(thread, live.get(id)) && carriers.add(id)) {
                started++;
                peak = Math.max(peak, carriers.size());
            }
        }
        return new VirtualThreadsMeasurement(pinned, peak, started);
    }

    private static boolean startedCarrier(RecordedThread thread, Thread stillAlive) {
        boolean inGroup = thread.getThreadGroup() != null
                && CARRIER_GROUP.equals(thread.getThreadGroup().getName());
        return inGroup && (stillAlive == null || stillAlive.getClass().getName().equals(CARRIER_CLASS));
    }

    private static Set<Long> liveCarriers() {
        Set<Long> ids = new HashSet<>();
        liveThreads().forEach((id, thread) -> {
            if (thread.getClass().getName().equals(CARRIER_CLASS)) {
                ids.add(id);
            }
        });
        return ids;
    }

    /** The live platform threads by id: the root thread group's, recursively (virtual threads are in none). */
    private static Map<Long, Thread> liveThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 64];
        int count = root.enumerate(threads, true);
        Map<Long, Thread> byId = new HashMap<>();
        for (int i = 0; i < count; i++) {
            byId.put(threads[i].threadId(), threads[i]);
        }
        return byId;
    }
}
