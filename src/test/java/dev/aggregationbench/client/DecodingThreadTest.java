package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.Variant;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Which thread decodes, in each variant, observed without any hook: JFR's allocation samples
 * ({@code jdk.ObjectAllocationSample}) of {@code Order} objects, which only decoding creates, name the thread that
 * allocated them. Blocking variants decode on the thread that asked for the page (the caller's, or the virtual
 * thread). Async and reactor decode while the body arrives, on the thread that delivers its buffers: the HttpClient's
 * SelectorManager thread, or, when the response is already readable as the request goes out, the thread that sent
 * it (the client's executor runs tasks where they are handed over, {@link HttpOrdersClient#DIRECT}): for async the
 * variant's continuation thread, for reactor a common-pool thread (where the previous page's future completed).
 * Prints the samples per thread.
 */
@IntegrationTest
class DecodingThreadTest {

    private static OrdersMock mock;
    private static final Map<String, Map<String, Integer>> TABLE = new TreeMap<>();
    private static final int MIN_PASSES = 3;
    private static final int MIN_SAMPLES = 20;
    private static final Duration MAX_WALKING = Duration.ofSeconds(30);

    @BeforeAll
    static void start() {
        mock = MockServers.start(50_000, 1000);
    }

    @AfterAll
    static void stopAndPrint() {
        mock.close();
        System.out.println("Threads that decode (JFR samples of Order allocations per thread), per variant:");
        TABLE.forEach((variant, threads) -> System.out.printf("  %-16s %s%n", variant, threads));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void decodingRunsOnTheExpectedThread(Variant variant) throws Exception {
        Map<String, Integer> samples = new ConcurrentHashMap<>();
        Thread caller = Thread.currentThread();
        try (HttpOrdersClient client = TestClients.clientFor(mock);
                RecordingStream jfr = new RecordingStream()) {
            jfr.enable("jdk.ObjectAllocationSample").with("throttle", "5000/s");
            jfr.onEvent("jdk.ObjectAllocationSample", event -> {
                if (event.getClass("objectClass").getName().equals("dev.aggregationbench.order.Order")) {
                    RecordedThread thread = event.getThread("eventThread");
                    samples.merge(
                            thread.isVirtual()
                                    ? "virtual"
                                    : thread.getJavaThreadId() == caller.threadId()
                                            ? "caller"
                                            : thread.getJavaName().replaceAll("\\d+", "N"),
                            1,
                            Integer::sum);
                }
            });
            jfr.startAsync();
            // Samples are few (JFR samples at TLAB refills, and a warm pass of 50,000 orders needs only a handful):
            // walk until enough Order samples have arrived (they arrive about once a second), with a cap.
            long deadline = System.nanoTime() + MAX_WALKING.toNanos();
            int passes = 0;
            while (passes < MIN_PASSES || total(samples) < MIN_SAMPLES && System.nanoTime() < deadline) {
                variant.newAggregator().aggregate(client);
                passes++;
            }
            jfr.stop(); // flushes: every sample taken so far has been handed to onEvent
        }
        TABLE.put(variant.id(), new TreeMap<>(samples));
        assertThat(total(samples))
                .as(variant.id() + ": JFR samples of Order allocations")
                .isPositive();

        String selector = "HttpClient-N-SelectorManager";
        switch (variant) {
            case NAIVE, STREAM, ITERATOR -> assertThat(samples).as(variant.id()).containsOnlyKeys("caller");
            case VIRTUAL_THREADS -> assertThat(samples).as(variant.id()).containsOnlyKeys("virtual");
            case ASYNC -> {
                assertThat(samples).as(variant.id()).containsKey(selector);
                assertThat(samples.keySet())
                        .as(variant.id()) // the caller sends the first page
                        .isSubsetOf(selector, "async-continuations", "caller");
            }
            case REACTOR -> {
                assertThat(samples).as(variant.id()).containsKey(selector);
                assertThat(samples.keySet())
                        .as(variant.id())
                        .isSubsetOf(selector, "ForkJoinPool.commonPool-worker-N", "caller");
            }
        }
    }

    private static int total(Map<String, Integer> samples) {
        return samples.values().stream().mapToInt(Integer::intValue).sum();
    }
}
