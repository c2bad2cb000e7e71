package dev.aggregationbench.orchestration;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kill -9} of the CLI in the middle of a run (process isolation): nothing in the CLI can clean up, yet its
 * mock and worker JVMs end within seconds (they watch a pipe from it), and the next start removes the cgroups the
 * killed run had created, found in the run's record of what it started (never by a name pattern).
 */
@IntegrationTest
class KilledOrchestratorLeavesNothingTest {

    private static final List<Path> CPU_CGROUP_ROOTS =
            List.of(Path.of("/sys/fs/cgroup/cpu"), Path.of("/sys/fs/cgroup/cpu,cpuacct"), Path.of("/sys/fs/cgroup"));

    @TempDir
    Path tmp;

    @Test
    void kill9OfTheCliEndsItsMockAndWorkerAndTheNextStartRemovesItsCgroups() throws Exception {
        Path state = tmp.resolve("state");
        Process cli = startCli(tmp, state, "--isolation=process");
        List<ProcessHandle> children;
        try {
            children = awaitMockAndWorker(cli);
        } catch (AssertionError | RuntimeException e) { // a failed check, or the wait's timeout
            cli.destroyForcibly();
            throw new AssertionError(e.getMessage() + "\nCLI output:\n" + Files.readString(tmp.resolve("cli.log")));
        }
        List<Path> cgroups = new ArrayList<>();
        for (ProcessHandle child : children) {
            cgroups.addAll(ownCpuCgroups(child.pid()));
        }

        if (Files.isWritable(Path.of("/sys/fs/cgroup/cpu"))) {
            assertThat(cgroups).as("cgroups of the running mock and worker").isNotEmpty();
        }
        cli.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertThat(cli.waitFor(30, TimeUnit.SECONDS)).isTrue();

        await().atMost(Duration.ofSeconds(15))
                .untilAsserted(() -> assertThat(children)
                        .as("JVMs the killed CLI had started, 15 s after the kill")
                        .noneMatch(ProcessHandle::isAlive));

        startNextIsolation(state, IsolationMode.PROCESS);
        assertThat(cgroups).as("cgroups of the killed run after the next start").noneMatch(Files::exists);
        try (Stream<Path> left = Files.list(state)) {
            assertThat(left).as("records of runs in " + state).isEmpty();
        }
    }

    /**
     * Starts the CLI in a child JVM with its run records in {@code state}: a run long enough to be killed in the
     * middle (naive, 400,000 orders in pages of 100, 5 repetitions), its output in {@code tmp/cli.log}.
     */
    static Process startCli(Path tmp, Path state, String... isolationOptions) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElseThrow(),
                "-Xmx256m",
                "-Daggbench.state-dir=" + state,
                "-cp",
                System.getProperty("java.class.path"),
                "dev.aggregationbench.cli.BenchmarkMain"));
        command.addAll(List.of(isolationOptions));
        command.addAll(List.of(
                "--orders=400000",
                "--page-size=100",
                "--variants=naive",
                "--repetitions=5",
                "--warmup=2",
                "--quiet",
                "--output=" + tmp.resolve("run")));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("cli.log").toFile())
                .start();
    }

    /** Opens and closes an isolation the way the next run starts, with the run records in {@code state}. */
    static void startNextIsolation(Path state, IsolationMode mode) {
        String previous = System.getProperty("aggbench.state-dir");
        System.setProperty("aggbench.state-dir", state.toString());
        try (Isolation next = Isolations.select(mode, IsolationSettings.defaults())) {
            assertThat(next.id()).isEqualTo(mode.id());
        } finally {
            if (previous == null) {
                System.clearProperty("aggbench.state-dir");
            } else {
                System.setProperty("aggbench.state-dir", previous);
            }
        }
    }

    /** Waits until the CLI runs the mock and a worker JVM (a measured pass under way); returns its descendants. */
    private static List<ProcessHandle> awaitMockAndWorker(Process cli) throws InterruptedException {
        await().alias("a mock and a worker JVM of the CLI")
                .atMost(Duration.ofSeconds(240))
                .pollInterval(Duration.ofMillis(200)) // each poll reads every descendant's command line
                .until(() -> {
                    assertThat(cli.isAlive()).as("the CLI is still running").isTrue();
                    List<ProcessHandle> children = cli.toHandle().descendants().toList();
                    return children.stream()
                                    .anyMatch(p -> commandLine(p).contains("dev.aggregationbench.mock.MockMain"))
                            && children.stream()
                                    .anyMatch(p -> commandLine(p).contains("dev.aggregationbench.worker.WorkerMain"));
                });
        Thread.sleep(1_000); // into the worker's passes
        return cli.toHandle().descendants().toList();
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

    /** The cpu cgroup directories of a process, when they are the benchmark's own (aggbench-...). */
    private static List<Path> ownCpuCgroups(long pid) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/cgroup"))) {
            String[] parts = line.split(":", 3);
            boolean cpu = parts.length == 3
                    && (parts[1].isEmpty() || List.of(parts[1].split(",")).contains("cpu"));
            if (cpu && parts[2].contains("/aggbench-")) {
                for (Path root : CPU_CGROUP_ROOTS) {
                    Path dir = root.resolve(parts[2].substring(1));
                    if (Files.isDirectory(dir)) {
                        dirs.add(dir);
                    }
                }
            }
        }
        return dirs;
    }
}
