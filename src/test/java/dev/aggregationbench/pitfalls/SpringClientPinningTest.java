package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Does RestClient's stack pin a virtual thread on JDK 21? The spring client's blocking path (RestClient on the
 * request factory Spring Boot picks, Reactor Netty's) waits in {@code Mono.block()} (a CountDownLatch) for the
 * headers and in Spring's {@code SubscriberInputStream} (a ReentrantLock and {@code LockSupport.park}) for the body:
 * no monitor is held while it blocks. Measured as {@link PinningAcrossJdksTest} measures the JDK client: 50 virtual
 * threads on one carrier each fetch a page of 100 ms latency, JFR counting {@code jdk.VirtualThreadPinned}.
 *
 * <p>Without a lock of ours: no pinned event, on JDK 21 as on 25. Under our own {@code synchronized}: pinned on 21,
 * as with the JDK client, so the count would see it if RestClient's stack pinned. Seen on 2026-11-26 (Temurin
 * 21.0.8, a shared 2-core machine): {@code lock=none} 2,358 ms, 0 events; {@code lock=synchronized} 6,173 ms, 147
 * events; the JDK client 2,574 ms, 0 and 6,339 ms, 126.
 */
@IntegrationTest
class SpringClientPinningTest {

    private static final int THREADS = 50;
    private static final int LATENCY_MILLIS = 100;

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
    void onJdk21RestClientOnReactorNettyBlocksWithoutPinningTheCarrier() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();

        Map<String, String> free = run(jdk21, "none");
        Map<String, String> monitor = run(jdk21, "synchronized");

        assertThat(free).containsEntry("jdk", "21").containsEntry("carriers", "1");
        assertThat(millis(free, "pinnedEvents"))
                .as("RestClient's own blocking on JDK 21: pinned events")
                .isZero();
        assertThat(millis(monitor, "pinnedEvents"))
                .as("the same fetches inside our own synchronized: the count sees pinning")
                .isGreaterThanOrEqualTo(THREADS / 2);
        assertThat(millis(monitor, "elapsedMillis"))
                .as("pinned against free, on one carrier")
                .isGreaterThanOrEqualTo(2 * millis(free, "elapsedMillis"));
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
                List.of(
                                "--threads=" + THREADS,
                                "--lock=" + lock,
                                "--block=http",
                                "--client=spring",
                                "--url=" + mock.baseUri())
                        .toArray(String[]::new));
        assertThat(result).containsEntry("pagesFetched", Integer.toString(THREADS));
        return result;
    }

    private static long millis(Map<String, String> run, String key) {
        return Long.parseLong(run.get(key));
    }
}
