package dev.aggregationbench.cli;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.PartialRuns;
import dev.aggregationbench.support.ResultsSchema;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Ctrl-C or SIGTERM to the real CLI process once the first worker JVM has written its document: the CLI stops the
 * running worker and the mock, writes results.json, results.csv, summary.md and report.html as a partial run with
 * the repetition that finished, prints the partial table and where it is, and exits with 128 + the signal's number.
 * Every JVM it had started (the PIDs in its record of launches) has ended, and the record is gone.
 */
@IntegrationTest
class InterruptedRunTest {

    private static final Duration LIMIT = Duration.ofMinutes(4);

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "SIG{0} -> exit {1}")
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalAfterTheFirstRepetitionWritesAPartialRunAndLeavesNothingRunning(String signal, int exitCode)
            throws Exception {
        Path state = tmp.resolve("state");
        Path output = tmp.resolve("run");
        List<Long> launched = interruptAfterTheFirstJvm(
                signal,
                state,
                output,
                output.resolve("jvms/transport-1.json"),
                "--orders=20000",
                "--page-size=500",
                "--variants=naive,stream",
                "--repetitions=3");

        String stdout = Files.readString(tmp.resolve("stdout.txt"));
        String stderr = Files.readString(tmp.resolve("stderr.txt"));
        assertThat(cli.exitValue()).as("exit code; stderr:%n%s", stderr).isEqualTo(exitCode);
        JsonNode results = JsonMapper.builder()
                .build()
                .readTree(output.resolve("results.json").toFile());
        PartialRuns.assertPartialWithTheFirstRepetition(results, "interrupted by SIG" + signal, "stream-3");
        // transport, binding (a sequential run with naive), naive and stream, 3 each
        assertThat(results.get("partial").get("repetitionsPlanned").asInt()).isEqualTo(12);
        assertThat(ResultsSchema.violations(output.resolve("results.json"))).isEmpty();
        for (String file : List.of("results.csv", "summary.md", "report.html")) {
            assertThat(output.resolve(file)).as(file).isRegularFile();
        }
        assertThat(Files.readString(output.resolve("summary.md")))
                .contains("PARTIAL RUN", "interrupted by SIG" + signal);

        assertThat(stdout)
                .startsWith("PARTIAL RUN, interrupted by SIG" + signal)
                .contains("transport");
        assertThat(stderr).contains("Partial results: " + output.toAbsolutePath());

        assertNothingLeftRunning(launched, state);
    }

    /**
     * {@code --scenario=all} (the teaching set) interrupted in its first scenario: that scenario is written as a
     * partial run, the set's index lists it, no later scenario starts, and the exit code is 130.
     */
    @Test
    void aSignalDuringTheTeachingSetWritesItsFirstScenarioAsPartialAndTheIndex() throws Exception {
        Path state = tmp.resolve("state");
        Path output = tmp.resolve("set");
        List<Long> launched = interruptAfterTheFirstJvm(
                "INT",
                state,
                output,
                output.resolve("sequential/jvms/transport-1.json"),
                "--scenario=all",
                "--orders=2000",
                "--variants=iterator",
                "--repetitions=2");

        String stderr = Files.readString(tmp.resolve("stderr.txt"));
        assertThat(cli.exitValue()).as("exit code; stderr:%n%s", stderr).isEqualTo(130);
        assertThat(stderr).contains("PARTIAL TEACHING SET, interrupted by SIGINT");
        JsonNode results = JsonMapper.builder()
                .build()
                .readTree(output.resolve("sequential/results.json").toFile());
        PartialRuns.assertPartialWithTheFirstRepetition(results, "interrupted by SIGINT", "iterator-2");
        assertThat(Files.readString(output.resolve("summary.md"))).contains("sequential", "interrupted by SIGINT");
        assertThat(output.resolve("latency"))
                .as("no scenario after the interrupted one")
                .doesNotExist();
        assertNothingLeftRunning(launched, state);
    }

    private Process cli;

    /** Starts the CLI, waits until {@code firstDocument} exists, sends SIG{@code signal}, waits for the CLI's end. */
    private List<Long> interruptAfterTheFirstJvm(
            String signal, Path state, Path output, Path firstDocument, String... options) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx256m",
                "-Daggbench.state-dir=" + state,
                "-cp",
                System.getProperty("java.class.path"),
                BenchmarkMain.class.getName(),
                "--isolation=process",
                "--warmup=1",
                "--quiet",
                "--output=" + output));
        command.addAll(List.of(options));
        cli = new ProcessBuilder(command)
                .redirectOutput(tmp.resolve("stdout.txt").toFile())
                .redirectError(tmp.resolve("stderr.txt").toFile())
                .start();
        try {
            await().atMost(LIMIT)
                    .pollInterval(Duration.ofMillis(50))
                    .failFast("the CLI ended", () -> !cli.isAlive())
                    .until(() -> Files.isRegularFile(firstDocument));
            List<Long> launched = recordedPids(state);
            assertThat(launched).as("JVMs recorded in " + state).isNotEmpty();

            new ProcessBuilder("kill", "-" + signal, Long.toString(cli.pid()))
                    .start()
                    .waitFor();
            assertThat(cli.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS))
                    .as("the CLI ends after SIG" + signal)
                    .isTrue();
            return launched;
        } catch (Throwable e) {
            cli.destroyForcibly();
            throw new AssertionError(e.getMessage() + "\nstderr:\n" + Files.readString(tmp.resolve("stderr.txt")), e);
        }
    }

    private static void assertNothingLeftRunning(List<Long> launched, Path state) throws IOException {
        assertThat(launched)
                .as("JVMs the CLI had started (mock and workers)")
                .noneMatch(pid ->
                        ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent());
        try (Stream<Path> left = Files.list(state)) {
            assertThat(left).as("records of launches left in " + state).isEmpty();
        }
    }

    /** The PIDs of every process line in the launch records (LaunchLedger): {@code process <pid> <start>}. */
    private static List<Long> recordedPids(Path state) throws IOException {
        List<Long> pids = new ArrayList<>();
        try (Stream<Path> ledgers = Files.list(state)) {
            for (Path ledger : ledgers.toList()) {
                for (String line : Files.readAllLines(ledger)) {
                    if (line.startsWith("process ")) {
                        pids.add(Long.parseLong(line.split(" ")[1]));
                    }
                }
            }
        }
        return pids;
    }
}
