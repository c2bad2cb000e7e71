package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker's pinning figures ({@code pinnedEvents}, {@code carrierThreads}), measured by the real worker on a real
 * JDK 21 and on JDK 25: a fan-out of K=20 aggregations, each fetching its 2 pages of 20 ms while holding its own
 * monitor ({@code --lock=synchronized}), at one CPU.
 *
 * <ul>
 *   <li>JDK 21: a virtual thread blocked inside {@code synchronized} cannot unmount, so every fetch pins the one
 *       carrier: JFR records pinned events. The scheduler may start a second carrier to compensate for a blocked one
 *       (seen on Temurin 21.0.8: 2), so the count is bounded, not exact.</li>
 *   <li>JDK 25: it unmounts (JEP 491): no pinned event, the same one carrier.</li>
 *   <li>A style that runs no virtual threads (async): both figures n/a, never 0. Its platform threads started
 *       show CompletableFuture's default async executor: a thread per page on JDK 21 at one CPU, the common pool
 *       on 25.</li>
 * </ul>
 * Pass times are not asserted (the machine is shared); the ~0.8 s of a pinned pass here is K x 2 pages x 20 ms.
 */
@IntegrationTest
class PinnedFanOutAcrossJdksTest {

    private static final int K = 20;

    private static OrdersMock mock;

    @TempDir
    Path dir;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(K * 2 * 100, 100, 42).withLatencyMillis(20));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @Test
    void onJdk21EveryFetchInsideSynchronizedPinsTheOneCarrier() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();

        WorkerResult virtualThreads = fanOut(jdk21, "virtual-threads");

        assertThat(Figure.PINNED_EVENTS.of(virtualThreads))
                .as("jdk.VirtualThreadPinned events on JDK 21: one or more per page fetched")
                .isGreaterThanOrEqualTo(K * 2.0);
        assertThat(Figure.CARRIER_THREADS.of(virtualThreads))
                .as("carriers on JDK 21: the one of parallelism 1, and a second when the scheduler compensated for a "
                        + "blocked one (seen here: 2)")
                .isBetween(1.0, 4.0);
        WorkerResult async = fanOut(jdk21, "async");
        assertNotMeasured(async);
        assertThat(Figure.THREADS_STARTED.of(async))
                .as("JDK 21 at one CPU: CompletableFuture's default async executor starts a thread per task, "
                        + "here per page")
                .isGreaterThanOrEqualTo(K * 2.0);
    }

    @Test
    void onJdk25SynchronizedNoLongerPins() throws Exception {
        Jdk current = Jdk.current();
        assumeTrue(current.feature() >= 25, "the test JVM is JDK " + current.feature());

        WorkerResult virtualThreads = fanOut(current, "virtual-threads");

        assertThat(Figure.PINNED_EVENTS.of(virtualThreads)).isZero();
        assertThat(Figure.CARRIER_THREADS.of(virtualThreads)).isEqualTo(1.0);
        assertThat(Figure.PEAK_THREADS.of(virtualThreads)).isNotNull();
        WorkerResult async = fanOut(current, "async");
        assertNotMeasured(async);
        assertThat(Figure.THREADS_STARTED.of(async))
                .as("JDK 25: the default async executor is the common pool at any size, not a thread per task")
                .isLessThan((double) K);
    }

    private static void assertNotMeasured(WorkerResult noVirtualThreads) {
        assertThat(noVirtualThreads.passes().getFirst().virtualThreads()).isNull();
        assertThat(Figure.PINNED_EVENTS.of(noVirtualThreads)).isNull();
        assertThat(Figure.CARRIER_THREADS.of(noVirtualThreads)).isNull();
        assertThat(Figure.THREADS_STARTED.of(noVirtualThreads))
                .as("platform threads started are measured for every style")
                .isNotNull();
    }

    private WorkerResult fanOut(Jdk jdk, String variant) throws Exception {
        WorkerProcess.Run run = WorkerProcess.runOn(
                jdk.home().resolve("bin/java").toString(),
                dir.resolve(jdk.feature() + "-" + variant),
                WorkerProcess.defaultJvm("-XX:ActiveProcessorCount=1"),
                "--variant=" + variant,
                "--url=" + mock.baseUri(),
                "--warmup=0",
                "--scenario=fan-out",
                "--concurrency=" + K,
                "--lock=synchronized");
        assertThat(run.exitCode())
                .as("JDK %d, %s: %s", jdk.feature(), variant, run.stderr())
                .isZero();
        assertThat(run.result().outcome()).isEqualTo(Outcome.OK);
        System.out.println("JDK " + jdk.feature() + ", " + variant + ": pinned "
                + Figure.PINNED_EVENTS.of(run.result()) + ", carriers " + Figure.CARRIER_THREADS.of(run.result())
                + ", peak threads " + Figure.PEAK_THREADS.of(run.result()) + ", threads started "
                + Figure.THREADS_STARTED.of(run.result()) + ", pass "
                + run.result().passes().getFirst().time().durationNanos() / 1_000_000 + " ms");
        return run.result();
    }
}
