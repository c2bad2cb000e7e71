package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (docs/variants/06-virtual-threads.md, "Pinning"), measured on a real JDK 21 and on JDK 25: 50 virtual
 * threads each fetch a page of 100 ms latency from the real mock with the project's client while holding a lock of
 * their own (no contention), on one carrier ({@code -Djdk.virtualThreadScheduler.parallelism=1} at one CPU).
 *
 * <ul>
 *   <li>JDK 21, {@code synchronized}: a virtual thread cannot unmount while it holds a monitor, so the blocked
 *       thread keeps the one carrier blocked too and the fetches run one after another: about 50 x 100 ms, with
 *       {@code jdk.VirtualThreadPinned} events.</li>
 *   <li>JDK 21, {@code ReentrantLock}: it unmounts; all 50 wait at once: about 100 ms, no event.</li>
 *   <li>JDK 25: both unmount (JEP 491, JDK 24), about 100 ms, no event.</li>
 * </ul>
 * Times are compared as ratios with wide margins (the machine is shared); each child JVM is {@link
 * PinnedCarrierMain}. The same program with {@code --threads=200 --block=sleep}, by hand, is the figure.
 */
@IntegrationTest
class PinningAcrossJdksTest {

    private static final int THREADS = 50;
    private static final int LATENCY_MILLIS = 100;
    /** The fetches one after another on one carrier. */
    private static final long SERIAL_MILLIS = (long) THREADS * LATENCY_MILLIS;

    private static OrdersMock mock;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(10_000, 100, 42).withLatencyMillis(LATENCY_MILLIS));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @Test
    void onJdk21OneCarrierRunsTheFetchesInsideSynchronizedOneAfterAnotherAndJfrSaysPinned() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();

        Map<String, String> monitor = run(jdk21, "synchronized");
        Map<String, String> reentrant = run(jdk21, "reentrant");

        assertThat(monitor).containsEntry("jdk", "21").containsEntry("carriers", "1");
        assertThat(millis(monitor, "elapsedMillis"))
                .as("JDK 21, synchronized: %d fetches of %d ms on one pinned carrier", THREADS, LATENCY_MILLIS)
                .isGreaterThanOrEqualTo(SERIAL_MILLIS * 6 / 10);
        assertThat(millis(monitor, "pinnedEvents"))
                .as("jdk.VirtualThreadPinned events (20 ms or more) on JDK 21")
                .isGreaterThanOrEqualTo(THREADS / 2);
        assertUnpinned(reentrant, "21", "ReentrantLock");
        assertThat(millis(monitor, "elapsedMillis"))
                .as("synchronized against ReentrantLock on JDK 21")
                .isGreaterThanOrEqualTo(3 * millis(reentrant, "elapsedMillis"));
    }

    @Test
    void onJdk25NeitherSynchronizedNorReentrantLockPinsTheCarrier() throws Exception {
        Jdk current = Jdk.current();
        assumeTrue(current.feature() >= 25, "the test JVM is JDK " + current.feature());

        assertUnpinned(run(current, "synchronized"), Integer.toString(current.feature()), "synchronized");
        assertUnpinned(run(current, "reentrant"), Integer.toString(current.feature()), "ReentrantLock");
    }

    private static void assertUnpinned(Map<String, String> run, String jdk, String lock) {
        assertThat(run).containsEntry("jdk", jdk).containsEntry("carriers", "1");
        assertThat(millis(run, "elapsedMillis"))
                .as("JDK %s, %s: the %d fetches wait at once", jdk, lock, THREADS)
                .isLessThanOrEqualTo(SERIAL_MILLIS * 4 / 10);
        assertThat(millis(run, "pinnedEvents"))
                .as("JDK %s, %s: pinned events", jdk, lock)
                .isZero();
    }

    private static Map<String, String> run(Jdk jdk, String lock) throws Exception {
        Map<String, String> result = ChildJvms.run(
                ChildJvms.onJdk(
                        jdk.home(),
                        PinnedCarrierMain.class,
                        "-XX:ActiveProcessorCount=1",
                        "-Djdk.virtualThreadScheduler.parallelism=1",
                        "-Xmx128m",
                        "-XX:+UseSerialGC"),
                List.of("--threads=" + THREADS, "--lock=" + lock, "--block=http", "--url=" + mock.baseUri())
                        .toArray(String[]::new));
        assertThat(result).containsEntry("pagesFetched", Integer.toString(THREADS));
        return result;
    }

    private static long millis(Map<String, String> run, String key) {
        return Long.parseLong(run.get(key));
    }
}
