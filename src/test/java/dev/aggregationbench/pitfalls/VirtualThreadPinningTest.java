package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingStream;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (docs/variants/06-virtual-threads.md, "Pinning"): a virtual thread that blocks while it cannot be unmounted
 * keeps its carrier (a platform thread of the scheduler's small pool) blocked too. JFR reports every such park as
 * {@code jdk.VirtualThreadPinned} (default threshold 20 ms; this test records all of them).
 *
 * <ul>
 *   <li>Blocking inside {@code synchronized}: pins on JDK 21-23; JEP 491 (JDK 24) lets a virtual thread unmount
 *       while it holds a monitor, so on JDK 24+ there is no event.</li>
 *   <li>Blocking inside a class initializer ({@code <clinit>}): still pins on JDK 25 (JEP 491, "Future work":
 *       class initializers and native frames). JDK 24+ names the reason in the event's {@code pinnedReason}.</li>
 *   <li>Blocking outside both (the control): no event on any JDK.</li>
 * </ul>
 * Native frames (JNI, or a Java upcall from native code) pin as well; that is not exercised here because the test
 * sources are compiled for Java 21, where the foreign function API is a preview.
 */
class VirtualThreadPinningTest {

    private static final long BLOCK_MILLIS = 50;
    private static final Object LOCK = new Object();

    /** Its initializer blocks; the first thread that touches the class runs it. */
    static final class SlowToInitialize {
        static {
            sleep();
        }

        static void touch() {}
    }

    @Test
    void jfrShowsWhichBlockingPinsTheCarrierOnThisJdk() throws Exception {
        List<RecordedEvent> pinned = new CopyOnWriteArrayList<>();
        try (RecordingStream jfr = new RecordingStream()) {
            jfr.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ZERO).withStackTrace();
            jfr.onEvent("jdk.VirtualThreadPinned", pinned::add);
            jfr.startAsync();

            Thread.ofVirtual()
                    .name("pinning-in-synchronized")
                    .start(() -> {
                        synchronized (LOCK) {
                            sleep();
                        }
                    })
                    .join();
            Thread.ofVirtual()
                    .name("pinning-in-class-initializer")
                    .start(SlowToInitialize::touch)
                    .join();
            Thread.ofVirtual()
                    .name("pinning-control")
                    .start(VirtualThreadPinningTest::sleep)
                    .join();

            jfr.stop(); // flushes the recorded events to the handler
        }

        int jdk = Runtime.version().feature();
        for (RecordedEvent event : pinned) {
            System.out.printf(
                    "JDK %d: jdk.VirtualThreadPinned on %s for %d ms%s%n",
                    jdk,
                    event.getThread() == null ? "?" : event.getThread().getJavaName(),
                    event.getDuration().toMillis(),
                    event.hasField("pinnedReason") ? ", pinnedReason: " + event.getString("pinnedReason") : "");
        }
        assertThat(eventsOn(pinned, "pinning-in-class-initializer"))
                .as("JDK %d: blocking in a class initializer pins", jdk)
                .isEqualTo(1);
        assertThat(eventsOn(pinned, "pinning-control"))
                .as("JDK %d: blocking outside synchronized and <clinit>", jdk)
                .isZero();
        assertThat(eventsOn(pinned, "pinning-in-synchronized"))
                .as(
                        "JDK %d: blocking inside synchronized pins %s",
                        jdk, jdk >= 24 ? "no more (JEP 491)" : "(before JEP 491)")
                .isEqualTo(jdk >= 24 ? 0 : 1);
    }

    private static long eventsOn(List<RecordedEvent> events, String threadName) {
        return events.stream()
                .filter(e ->
                        e.getThread() != null && threadName.equals(e.getThread().getJavaName()))
                .count();
    }

    private static void sleep() {
        try {
            Thread.sleep(BLOCK_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
