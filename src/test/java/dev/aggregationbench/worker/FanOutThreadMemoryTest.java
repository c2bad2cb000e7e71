package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.workerdoc.FanOutFigures;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * NMT's "Thread" memory of a fan-out is read while its threads run: 40 aggregations at once, each on a platform
 * thread of its own (iterator, {@code --threads=per-aggregation}), commit the stacks of 40 more threads than the same
 * fan-out on virtual threads, whose stacks live in the heap. Read after the fan-out, as it was, the pool had shut
 * down and its threads' stacks were partly gone. Real worker JVMs with {@code -XX:NativeMemoryTracking=summary}, a
 * real mock holding each page 20 ms so that all 40 walks are in flight together.
 */
@IntegrationTest
class FanOutThreadMemoryTest {

    private static final int K = 40;
    /** Each platform thread reserves its whole stack (-Xss, 1 MiB by default on Linux x64) of address space. */
    private static final long STACK_RESERVED_BYTES = 1024 * 1024;
    /** and commits the pages it touched: well over 16 KiB for a thread that walked pages over HTTP. */
    private static final long MIN_STACK_COMMITTED_BYTES = 16 * 1024;

    @TempDir
    Path dir;

    @Test
    void aPoolOfPlatformThreadsShowsItsStacksBesideVirtualThreads() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(4_000, 20, 42).withLatencyMillis(20))) {
            FanOutFigures platform = fanOut(mock, "iterator");
            FanOutFigures virtual = fanOut(mock, "virtual-threads");

            System.out.printf(
                    "NMT Thread while %d walks run: platform threads reserved %.2f MB, committed %.2f MB; "
                            + "virtual threads reserved %.2f MB, committed %.2f MB; peak live threads %d vs %d%n",
                    K,
                    platform.nmtThreadReservedBytes() / 1e6,
                    platform.nmtThreadCommittedBytes() / 1e6,
                    virtual.nmtThreadReservedBytes() / 1e6,
                    virtual.nmtThreadCommittedBytes() / 1e6,
                    platform.peakLiveThreads(),
                    virtual.peakLiveThreads());
            assertThat(platform.maxInFlight()).isEqualTo(K);
            assertThat(platform.nmtThreadReservedBytes())
                    .as("at least the 40 stacks, reserved")
                    .isGreaterThanOrEqualTo(K * STACK_RESERVED_BYTES);
            assertThat(platform.nmtThreadReservedBytes() - virtual.nmtThreadReservedBytes())
                    .as("the pool's stacks beyond the virtual-thread JVM's own threads (its carriers, ...)")
                    .isGreaterThanOrEqualTo(K / 2 * STACK_RESERVED_BYTES);
            assertThat(platform.nmtThreadCommittedBytes() - virtual.nmtThreadCommittedBytes())
                    .as("the 40 platform threads' stacks, committed")
                    .isGreaterThan(K * MIN_STACK_COMMITTED_BYTES);
        }
    }

    private FanOutFigures fanOut(OrdersMock mock, String variant) throws Exception {
        WorkerProcess.Run run = WorkerProcess.run(
                dir.resolve(variant),
                WorkerProcess.defaultJvm("-XX:NativeMemoryTracking=summary"),
                "--variant=" + variant,
                "--url=" + mock.baseUri(),
                "--scenario=fan-out",
                "--concurrency=" + K,
                "--threads=per-aggregation",
                "--warmup=0");
        assertThat(run.exitCode()).as(run.stderr()).isZero();
        FanOutFigures figures = run.result().scenario().fanOut().getFirst();
        assertThat(figures.correct()).isTrue();
        return figures;
    }
}
