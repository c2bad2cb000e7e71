package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.MockBound;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.results.PageRate;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.CliRun;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ResultsSchema;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scenarios end to end at tiny sizes: a real mock JVM with latency, real worker JVMs in process isolation, the
 * scenario knobs recorded in results.json and the scenario's figures in every worker's document.
 */
@IntegrationTest
class ScenariosEndToEndTest {

    @TempDir
    Path tmp;

    private String lastStdout;

    private RunResults run(Path output, String... args) throws Exception {
        CliRun run = CliRun.processIsolated(output, args);
        lastStdout = run.stdout();
        assertThat(run.exitCode()).as(lastStdout).isZero();
        assertThat(ResultsSchema.violations(output.resolve("results.json"))).isEmpty();
        assertThat(ProcessHandle.current().descendants())
                .as("processes left behind")
                .isEmpty();
        return ResultsFiles.read(output);
    }

    @Test
    void fanOutSweepChecksEveryPartitionAndMeasuresThreadsAndLatency() throws Exception {
        RunResults results = run(
                tmp.resolve("fan-out"),
                "--scenario=fan-out",
                "--concurrency=1,12",
                "--threads=3",
                "--latency-millis=20",
                "--orders=1200",
                "--page-size=50",
                "--repetitions=1",
                "--warmup=0",
                "--variants=iterator,virtual-threads");

        assertThat(results.options().scenario()).isEqualTo("fan-out");
        assertThat(results.options().concurrency()).containsExactly(1, 12);
        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            var worker = v.repetitions().getFirst().worker();
            assertThat(worker.environment().jvmInputArguments()).contains("-XX:NativeMemoryTracking=summary");
            ScenarioFigures figures = worker.scenario();
            assertThat(figures.scenario()).isEqualTo("fan-out");
            assertThat(figures.fanOut()).extracting(FanOutFigures::concurrency).containsExactly(1, 12);
            FanOutFigures wide = figures.fanOut().get(1);
            assertThat(wide.correct()).isTrue();
            assertThat(wide.wrongPartitions()).isZero();
            assertThat(wide.latencyP99Millis())
                    .isGreaterThanOrEqualTo(wide.latencyP50Millis())
                    .isPositive();
            assertThat(wide.nmtThreadCommittedBytes()).as("NMT's Thread figure").isPositive();
            assertThat(wide.peakLiveThreads()).isPositive();
        }
        FanOutFigures pool = results.variants()
                .get(1)
                .repetitions()
                .getFirst()
                .worker()
                .scenario()
                .fanOut()
                .get(1);
        FanOutFigures virtual = results.variants()
                .get(2)
                .repetitions()
                .getFirst()
                .worker()
                .scenario()
                .fanOut()
                .get(1);
        String summary = Files.readString(tmp.resolve("fan-out").resolve("summary.md"));
        assertThat(summary)
                .contains("| Variant | K | Aggregations/s |")
                .containsPattern(
                        "\\| virtual-threads( " + java.util.regex.Pattern.quote(MockBound.LABEL) + ")? \\| 12 \\|");
        assertThat(lastStdout)
                .as("the compact fan-out table: one line per variant and K")
                .containsPattern("(?m)^virtual-threads\\*? +12 ");
        assertThat(pool.maxInFlight()).as("iterator on a pool of 3").isLessThanOrEqualTo(3);
        assertThat(results.conditions().mockCapacity())
                .as("the mock's capacity at each K")
                .extracting(MockCapacity::concurrency)
                .containsExactly(1, 12);
        assertThat(results.conditions().mockCapacity())
                .allSatisfy(c -> assertThat(c.pages()).isPositive());
        for (VariantResults v : results.variants()) {
            assertThat(v.pageRates())
                    .extracting(PageRate::concurrency)
                    .as(v.variant())
                    .containsExactly(1, 12);
            assertThat(v.pageRates())
                    .allSatisfy(r -> assertThat(r.mockBound()).as(v.variant()).isNotNull());
        }
        assertThat(summary).contains("Mock capacity: ").contains("walk(s) at once");
        assertThat(virtual.maxInFlight()).as("a virtual thread per aggregation").isGreaterThan(3);
    }

    @Test
    void faultsAreRetriedInsideTheClientOncePerFaultTheMockInjectedAndEveryResultIsExact() throws Exception {
        RunResults results = run(
                tmp.resolve("faults"),
                "--scenario=faults",
                "--fault-rate=0.2",
                "--fault-kinds=unavailable,reset,malformed",
                "--latency-millis=1",
                "--orders=2000",
                "--page-size=50",
                "--repetitions=1",
                "--warmup=1",
                "--variants=iterator,async");

        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            assertThat(v.repetitions().getFirst().measuredPass().correct())
                    .as(v.variant())
                    .isTrue();
            ScenarioFigures figures = v.repetitions().getFirst().worker().scenario();
            var injected = figures.faultsInjected();
            assertThat(injected.get("unavailable") + injected.get("reset") + injected.get("malformed"))
                    .as(v.variant())
                    .isPositive();
            assertThat(figures.retriesByKind())
                    .as(v.variant())
                    .containsEntry("unavailable", injected.get("unavailable"))
                    .containsEntry("malformed", injected.get("malformed"))
                    .containsEntry("timeout", 0L);
            assertThat(figures.retriesByKind().get("connection") + figures.resentByHttpClient())
                    .as(v.variant())
                    .isEqualTo(injected.get("reset"));
            assertThat(figures.retries() + figures.resentByHttpClient())
                    .isEqualTo(injected.values().stream()
                            .mapToLong(Long::longValue)
                            .sum());
            assertThat(v.pageRates()).singleElement().satisfies(r -> {
                assertThat(r.concurrency()).isEqualTo(1);
                assertThat(r.mockCapacityPagesPerSecond()).isPositive();
            });
        }
        assertThat(results.conditions().mockCapacity())
                .extracting(MockCapacity::concurrency)
                .containsExactly(1);
        assertThat(Files.readString(tmp.resolve("faults").resolve("summary.md")))
                .contains("| Variant | Measured s | Retries made (client) | Resent by the JDK HttpClient | "
                        + "Faults injected (mock) | Every result exact |")
                .contains("| yes (1/1) |");
        assertThat(lastStdout).as("the compact faults table").containsPattern("(?m)^async .* yes 1/1$");
    }

    @Test
    void pipelinedRecordsItsBoundsBesideTheMeasuredTime() throws Exception {
        RunResults results = run(
                tmp.resolve("pipelined"),
                "--scenario=pipelined",
                "--latency-millis=10",
                "--work-per-order-micros=20",
                "--orders=2000",
                "--page-size=200",
                "--repetitions=1",
                "--warmup=0",
                "--variants=naive,virtual-threads");

        assertThat(results.options().workPerOrderMicros()).isEqualTo(20);
        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            ScenarioFigures figures = v.repetitions().getFirst().worker().scenario();
            assertThat(figures.pagesFetched()).isEqualTo(10);
            assertThat(figures.workPerOrderMicros()).isEqualTo(20);
            if (v.variant().equals("transport")) { // fetches only: no work, both bounds 10 x 10 ms
                assertThat(figures.sequentialBoundNanos()).isEqualTo(100_000_000L);
                continue;
            }
            // 10 pages x 10 ms + 2,000 orders x 20 us = 140 ms; 10 x max(10 ms, 200 x 20 us = 4 ms) = 100 ms
            assertThat(figures.sequentialBoundNanos()).isEqualTo(140_000_000L);
            assertThat(figures.pipelinedBoundNanos()).isEqualTo(100_000_000L);
        }
        assertThat(Files.readString(tmp.resolve("pipelined").resolve("summary.md")))
                .contains("| naive | ")
                .contains("| 0.14 | 0.10 | 0 |");
        assertThat(lastStdout)
                .as("the compact bounds table")
                .containsPattern("(?m)^naive +[0-9.]+ +0\\.14 +0\\.10 +0$");
    }

    @Test
    void theIdleTimeAndTheTimeInsideSendHoldTheMocksLatency() throws Exception {
        RunResults results = run(
                tmp.resolve("latency"),
                "--scenario=latency",
                "--latency-millis=20",
                "--orders=2000",
                "--page-size=100",
                "--repetitions=1",
                "--warmup=0",
                "--cpus=1",
                "--variants=iterator");

        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            double idle = v.figure(Figure.IDLE_NANOS).median();
            double inSend = v.figure(Figure.RESPONSE_WAIT_NANOS).median();
            // 20 pages one after the other, each held 20 ms by the mock: the caller sits in send for all of it,
            // plus the HttpClient's own work; the worker is idle for most of it (the cold JIT runs in some waits)
            assertThat(inSend)
                    .as("%s: in send", v.variant())
                    .isGreaterThanOrEqualTo(400e6)
                    .isLessThanOrEqualTo(v.figure(Figure.DURATION_NANOS).median());
            assertThat(idle)
                    .as("%s: idle", v.variant())
                    .isBetween(200e6, v.figure(Figure.DURATION_NANOS).median());
        }
        assertThat(Files.readString(tmp.resolve("latency").resolve("summary.md")))
                .contains("was idle")
                .contains("inside HttpClient.send");
        assertThat(lastStdout)
                .as("the wait for the mock, its latency included, sets the pace")
                .contains("Bound: the mock (its wait includes the latency added on purpose, ");
    }
}
