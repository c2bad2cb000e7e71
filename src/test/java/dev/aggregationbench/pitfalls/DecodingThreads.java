package dev.aggregationbench.pitfalls;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingStream;

/**
 * Which thread decodes each page, observed without a hook in the client: JDK 25's method tracing (JEP 520, the JFR
 * event {@code jdk.MethodTrace}) instruments {@link #TRACED}, the {@code Order} constructor, and records one event per
 * call with the calling thread and its stack. Not sampled: every order built is one event. Orders are built only by
 * decoding (the streaming decoders' {@code PageAssembler}, or Jackson's data binding for the binding row's path) and
 * by the in-process mock's generator, whose calls (a frame of {@code dev.aggregationbench.mock} on the stack) are
 * left out. The walk is sequential with {@value ThreadTimelineMain#MOCK_LATENCY_MILLIS} ms of mock latency before
 * each page, so the client's calls sorted by time fall into pages of {@code pageSize} orders each.
 */
final class DecodingThreads implements AutoCloseable {

    static final String EVENT = "jdk.MethodTrace";
    static final String TRACED = "dev.aggregationbench.order.Order::<init>";
    private static final String MOCK_PACKAGE = "dev.aggregationbench.mock.";

    private record Call(Instant start, String category) {}

    private final RecordingStream jfr = new RecordingStream();
    private final List<Call> calls = new CopyOnWriteArrayList<>();
    private final long callerThreadId = Thread.currentThread().threadId();

    /** Starts tracing the decoder on every thread; the calling thread is the one named "caller". */
    DecodingThreads() {
        if (!available()) {
            jfr.close();
            throw new IllegalStateException(
                    EVENT + " (JFR method tracing, JEP 520) needs JDK 25 or newer; this is " + Runtime.version());
        }
        jfr.enable(EVENT).with("filter", TRACED).withStackTrace();
        jfr.onEvent(EVENT, this::record);
        jfr.startAsync();
    }

    static boolean available() {
        return FlightRecorder.getFlightRecorder().getEventTypes().stream()
                .map(EventType::getName)
                .anyMatch(EVENT::equals);
    }

    private void record(RecordedEvent event) {
        boolean byTheMock = event.getStackTrace() != null
                && event.getStackTrace().getFrames().stream()
                        .anyMatch(frame -> frame.getMethod().getType().getName().startsWith(MOCK_PACKAGE));
        if (byTheMock) {
            return;
        }
        calls.add(new Call(event.getStartTime(), category(event.getThread()))); // ThreadTimelineMain's names
    }

    /**
     * Stops tracing and returns, per page in order, the categories of the threads that decoded its orders, in the
     * order they first did.
     */
    List<Set<String>> perPage(int pages, int pageSize) {
        jfr.stop(); // flushes: every event recorded so far has been handed to record()
        List<Call> sorted = new ArrayList<>(calls);
        if (sorted.size() != pages * pageSize) {
            throw new IllegalStateException(EVENT + " recorded " + sorted.size() + " client calls of " + TRACED
                    + ", expected " + pages * pageSize + " (" + pages + " pages of " + pageSize + ")");
        }
        sorted.sort(Comparator.comparing(Call::start));
        List<Set<String>> result = new ArrayList<>();
        for (int page = 0; page < pages; page++) {
            Set<String> threads = new LinkedHashSet<>();
            sorted.subList(page * pageSize, (page + 1) * pageSize).forEach(call -> threads.add(call.category()));
            result.add(threads);
        }
        return result;
    }

    private String category(RecordedThread thread) {
        return ThreadTimelineMain.participant(
                thread.getJavaThreadId() == callerThreadId, thread.isVirtual(), thread.getJavaName());
    }

    @Override
    public void close() {
        jfr.close();
    }
}
