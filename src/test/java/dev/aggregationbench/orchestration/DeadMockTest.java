package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mock that dies during a run (issue 21): the real engine, a real mock JVM and real worker JVMs in process
 * isolation; the mock is killed (SIGKILL) as the first worker starts. The run notices before it launches the next
 * worker and ends failed with one reason naming the mock's PID, its exit code and the variant it died during, and
 * the results are written as a partial run, as for an interruption.
 */
@IntegrationTest
class DeadMockTest {

    @TempDir
    Path tmp;

    @Test
    void aDeadMockEndsTheRunWithOneReasonAndPartialResults() throws Exception {
        Path output = tmp.resolve("run");
        AtomicLong killed = new AtomicLong(-1);
        RunOutcome outcome = new BenchmarkRunner(IsolationSettings.defaults(), message -> {})
                .run(options(), output, event -> killTheMockAtTheFirstWorker(event, killed));

        assertThat(killed.get()).as("the mock was found and killed").isPositive();
        assertThat(outcome.succeeded()).isFalse();
        String reason = "the orders mock (PID " + killed.get() + ") exited with code 137 during variant transport-1";
        assertThat(outcome.failureReason()).startsWith("run: " + reason);
        assertThat(outcome.failureReason().lines()).hasSize(1);

        RunResults results = ResultsFiles.read(output);
        assertThat(results.partial()).isNotNull();
        assertThat(results.partial().reason()).startsWith(reason);
        assertThat(results.partial().repetitionsFinished()).isEqualTo(1);
        assertThat(results.partial().notFinished()).containsExactly("transport-2", "iterator-1", "iterator-2");
        assertThat(Files.exists(output.resolve("jvms/transport-2.console.log")))
                .as("no worker launched against the dead mock after it was noticed")
                .isFalse();
    }

    /** SIGKILL to this JVM's mock (its only MockMain descendant) when the first worker is about to start. */
    private static void killTheMockAtTheFirstWorker(RunEvent event, AtomicLong killed) {
        if (event.type() != RunEventType.VARIANT_STARTED || killed.get() > 0) {
            return;
        }
        List<ProcessHandle> mocks = ProcessHandle.current()
                .descendants()
                .filter(p -> commandLine(p).contains(MockProcess.MOCK_MAIN))
                .toList();
        assertThat(mocks).as("the run's mock JVM").hasSize(1);
        ProcessHandle mock = mocks.getFirst();
        mock.destroyForcibly();
        mock.onExit().orTimeout(30, TimeUnit.SECONDS).join();
        killed.set(mock.pid());
    }

    /** The full command line (ProcessHandle.Info may cut a long one, and the class path is long). */
    private static String commandLine(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc/" + process.pid() + "/cmdline"))
                    .replace('\0', ' ');
        } catch (IOException e) {
            return "";
        }
    }

    private static RunOptions options() {
        return RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, "2000")
                .with(Knob.PAGE_SIZE, "100")
                .with(Knob.VARIANTS, "iterator")
                .with(Knob.REPETITIONS, "2")
                .with(Knob.WARMUP, "0")
                .with(Knob.ISOLATION, "process")
                .with(Knob.TIMEOUT_SECONDS, "120")
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_OFF));
    }
}
