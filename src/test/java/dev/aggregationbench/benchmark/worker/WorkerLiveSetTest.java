package dev.aggregationbench.benchmark.worker;

import dev.aggregationbench.measure.PassResult;
import dev.aggregationbench.measure.WorkerResult;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.variant.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The live set after GC is what separates O(total orders) from O(page size): naive keeps every order reachable,
 * the streaming variants one page or two. Each variant runs in its own child JVM, as in a benchmark.
 *
 * <p>Conditions: the worker's default flags plus a fixed 32 MiB young generation, so that a 20,000-order pass sees
 * collections at all (G1's default young sizing would collect once or never) and both data sets are collected
 * under the same conditions. The 20,000-order data set is measured 10 times in its JVM, so its maximum is taken
 * over about as many collections as one 200,000-order pass has: a maximum over more readings is higher by chance.
 *
 * <p>Live sets are compared above the worker JVM's own live set before the first pass (about 10 MiB: classes'
 * heap objects, the HTTP client, its TLS defaults), which is neither the variant's nor a function of the data.
 */
class WorkerLiveSetTest {

    private static final int PAGE_SIZE = 1000;
    private static final List<String> JVM = WorkerProcess.defaultJvm("-Xmn32m");

    private static OrdersMock large;
    private static OrdersMock small;
    private static long naiveLiveSetAboveBaselineBytes;
    private static double bytesPerPage;

    @TempDir
    static Path dir;

    @BeforeAll
    static void runNaiveOnTheLargeDataSet() {
        large = OrdersMock.start(MockSettings.of(200_000, PAGE_SIZE, 42));
        small = OrdersMock.start(MockSettings.of(20_000, PAGE_SIZE, 42));
        PassResult naive = liveSetRun("naive", large, 1).passes().getFirst();
        naiveLiveSetAboveBaselineBytes = naive.heap().maxLiveSetAboveBaselineBytes();
        // What one page of orders costs when kept: naive keeps all 200 pages (an overestimate of its growth per
        // page by the little it holds besides, which makes the flatness check below stricter, not looser).
        bytesPerPage = (double) naiveLiveSetAboveBaselineBytes / (200_000 / PAGE_SIZE);
        assertThat(bytesPerPage).as("a page of 1000 orders occupies some 100s of KB").isGreaterThan(100_000);
    }

    @AfterAll
    static void stopMocks() {
        large.close();
        small.close();
    }

    static Stream<String> streamingVariants() {
        return Arrays.stream(Variant.values()).filter(v -> v != Variant.NAIVE).map(Variant::id);
    }

    @ParameterizedTest
    @MethodSource("streamingVariants")
    void naiveKeepsAtLeast10TimesMoreLiveAt200kOrdersAndTheStreamingLiveSetStaysWithinAPageFrom20kTo200k(
            String variant) {
        // The two JVMs run side by side (heap figures do not depend on CPU time; wall time does, and is not checked)
        CompletableFuture<WorkerResult> smallRun = CompletableFuture.supplyAsync(() -> liveSetRun(variant, small, 10));
        long at200k = maxLiveSetAboveBaseline(liveSetRun(variant, large, 1));
        long at20k = maxLiveSetAboveBaseline(smallRun.join());

        assertThat(naiveLiveSetAboveBaselineBytes).as("naive vs %s at 200,000 orders", variant)
                .isGreaterThanOrEqualTo(10 * at200k);
        assertThat((double) Math.abs(at200k - at20k)).as("%s at 200,000 vs 20,000 orders (bytes)", variant)
                .isLessThan(bytesPerPage);
    }

    private static WorkerResult liveSetRun(String variant, OrdersMock mock, int repetitions) {
        Path runDir = dir.resolve(variant + "-" + mock.settings().totalOrders());
        WorkerProcess.Run run;
        try {
            run = WorkerProcess.run(runDir, JVM, "--variant=" + variant, "--url=" + mock.baseUri(), "--warmup=1",
                    "--repetitions=" + repetitions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        assertThat(run.exitCode()).as("%s: %s", variant, run.stderr()).isZero();
        assertThat(run.result().passes()).allSatisfy(pass -> {
            assertThat(pass.correct()).isTrue();
            assertThat(pass.heap().maxLiveSetAboveBaselineBytes())
                    .as("%s at %d orders collected during the pass", variant, mock.settings().totalOrders())
                    .isNotNull();
        });
        return run.result();
    }

    private static long maxLiveSetAboveBaseline(WorkerResult result) {
        return result.passes().stream().mapToLong(p -> p.heap().maxLiveSetAboveBaselineBytes()).max().orElseThrow();
    }
}
