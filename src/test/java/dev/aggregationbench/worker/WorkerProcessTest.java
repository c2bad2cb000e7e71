package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The worker as the benchmark runs it: a fresh child JVM, checked against the JVM's own GC log. */
@IntegrationTest
class WorkerProcessTest {

    private static OrdersMock mock;

    @TempDir
    Path dir;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(200_000, 1000, 42));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @Test
    void theReportedGcPausesAreThePauseLinesOfXlogGcInThePassWindow() throws Exception {
        Path gcLog = dir.resolve("gc.log");
        // A small heap and young gen: many young pauses, and naive's growing live set starts concurrent cycles
        // (their Remark and Cleanup pauses must be counted on both sides too).
        WorkerProcess.Run run = WorkerProcess.run(
                dir,
                List.of("-Xms96m", "-Xmx96m", "-XX:+UseG1GC", "-Xmn8m", "-Xlog:gc:file=" + gcLog + ":uptimemillis"),
                "--variant=naive",
                "--url=" + mock.baseUri(),
                "--warmup=0",
                "--passes=2");

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        List<WorkerProcess.LoggedPause> logged = WorkerProcess.pausesLogged(gcLog, WorkerProcess.G1);
        for (PassResult pass : run.result().passes()) {
            // 10 to 20 pauses inside the window seen; at least 5 for the match to say something
            WorkerProcess.assertPausesMatchTheLog(pass, logged, 5);
            assertThat(pass.gc().events())
                    .allSatisfy(e -> assertThat(e.startMillis())
                            .isBetween(
                                    -WorkerProcess.EDGE_MILLIS,
                                    pass.time().durationNanos() / 1_000_000 + WorkerProcess.EDGE_MILLIS));
        }
    }

    @Test
    void anOutOfMemoryErrorIsExitCode5WithADocumentSayingHowFarTheVariantGot() throws Exception {
        // Naive keeps ~200 B per order: 400,000 orders need ~80 MB, far above the 32 MB heap. Near the heap's edge
        // every full GC frees a page's garbage, and G1 alone went on collecting for minutes (CI hit the 120 s limit;
        // alone, runs took 2 s to over 14 min). The worker's own overhead rule (GcThrash) ends it as out of memory.
        WorkerProcess.Run run;
        try (OrdersMock large = OrdersMock.start(MockSettings.of(400_000, 1000, 42))) {
            run = WorkerProcess.run(
                    dir,
                    List.of("-Xms32m", "-Xmx32m", "-XX:+UseG1GC"),
                    "--variant=naive",
                    "--url=" + large.baseUri(),
                    "--warmup=0");
        }

        assertThat(run.exitCode()).as(run.stderr()).isEqualTo(WorkerExitCodes.OUT_OF_MEMORY);
        WorkerResult result = run.result();
        assertThat(result.outcome()).isEqualTo(Outcome.OUT_OF_MEMORY);
        assertThat(result.failure().message()).contains("OutOfMemoryError");
        assertThat(result.failure().pagesFetched()).isBetween(1L, 399L);
        assertThat(result.failure().ordersFetched()).isEqualTo(result.failure().pagesFetched() * 1000);
        PassResult pass = result.passes().getFirst();
        assertThat(pass.correct()).isNull();
        assertThat(pass.gc().pauseCount()).isPositive();
        assertThat(pass.heap().maxLiveSetAfterGcBytes()).isGreaterThan(16L * 1024 * 1024);
    }

    @Test
    void stdoutHoldsOnlyTheJsonDocumentAndTheDefaultFlagsAreRecorded() throws Exception {
        WorkerProcess.Run run = WorkerProcess.runRaw(
                dir,
                WorkerProcess.defaultJvm(),
                List.of("--variant=transport", "--url=" + mock.baseUri(), "--warmup=0"));

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        assertThat(run.stdout().strip()).startsWith("{").endsWith("}");
        WorkerResult result = run.result();
        assertThat(result.environment().jvmInputArguments()).contains("-Xms256m", "-Xmx512m", "-XX:+UseG1GC");
        assertThat(result.environment().gcNames()).contains("G1 Young Generation");
        assertThat(result.environment().availableProcessors()).isPositive();
        assertThat(result.environment().container()).isNotNull();
        assertThat(result.passes().getFirst().process().peakRssBytes()).isPositive();
        assertThat(result.passes().getFirst().correct()).isTrue();
        assertThat(result.warmupEnd().compilerCpuNanos())
                .as("the JIT's CPU until the warm-up's end")
                .isNotNull();
        assertThat(result.passes().getFirst().time().cpuClock())
                .as("no thread ended in the pass")
                .isEqualTo("threads");
    }
}
