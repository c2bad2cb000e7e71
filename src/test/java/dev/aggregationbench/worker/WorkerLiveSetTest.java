package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The live set after GC is what separates O(total orders) from O(page size): naive keeps every order reachable,
 * the streaming variants one page or two. Each variant runs in its own child JVM, as in a benchmark.
 *
 * <p>Conditions: the worker's default flags plus a fixed 4 MiB young generation, so that a 20,000-order pass sees
 * collections at all (it allocates about 8 MB, some 400 bytes per order; G1's default young sizing would collect
 * once or never) and both data sets are collected under the same conditions.
 *
 * <p>Live sets are compared above the worker JVM's own live set before the first pass (about 10 MiB: classes'
 * heap objects, the HTTP client, its TLS defaults), which is neither the variant's nor a function of the data.
 * Naive against the others: the maxima. Streaming at 200,000 against 20,000 orders: the medians, the typical
 * live set; a maximum over one pass's collections depends on how many there were (the more, the likelier one
 * catches two pages in flight), a median does not.
 */
@IntegrationTest
class WorkerLiveSetTest {

    private static final int PAGE_SIZE = 1000;
    private static final List<String> JVM = WorkerProcess.defaultJvm("-Xmn4m");

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
        assertThat(bytesPerPage)
                .as("a page of 1000 orders occupies some 100s of KB")
                .isGreaterThan(100_000);
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
        CompletableFuture<WorkerResult> smallRun = CompletableFuture.supplyAsync(() -> liveSetRun(variant, small, 5));
        WorkerResult at200k = liveSetRun(variant, large, 1);
        WorkerResult at20k = smallRun.join();

        long max200k = at200k.passes().getFirst().heap().maxLiveSetAboveBaselineBytes();
        assertThat(naiveLiveSetAboveBaselineBytes)
                .as("naive vs %s max live set at 200,000 orders", variant)
                .isGreaterThanOrEqualTo(10 * max200k);
        long median200k = medianAboveBaseline(at200k);
        long median20k = medianAboveBaseline(at20k);
        assertThat((double) Math.abs(median200k - median20k))
                .as("%s median live set at 200,000 (%d B) vs 20,000 orders (%d B)", variant, median200k, median20k)
                .isLessThan(bytesPerPage);
    }

    private static WorkerResult liveSetRun(String variant, OrdersMock mock, int passes) {
        Path runDir = dir.resolve(variant + "-" + mock.settings().totalOrders());
        WorkerProcess.Run run;
        try {
            run = WorkerProcess.run(
                    runDir, JVM, "--variant=" + variant, "--url=" + mock.baseUri(), "--warmup=1", "--passes=" + passes);
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
                    .as(
                            "%s at %d orders collected during the pass",
                            variant, mock.settings().totalOrders())
                    .isNotNull();
        });
        return run.result();
    }

    /** The median over the passes of each pass's median live set, above the JVM's baseline. */
    private static long medianAboveBaseline(WorkerResult result) {
        long baseline = result.baselineJvm().heapUsedAfterGcBytes();
        long[] medians = result.passes().stream()
                .mapToLong(p -> p.heap().medianLiveSetAfterGcBytes() - baseline)
                .sorted()
                .toArray();
        return medians[medians.length / 2];
    }
}
