package dev.aggregationbench.cli;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CLI run that notices its surroundings (issue 21), with real CLI processes: a second run into the same
 * {@code --output} is refused (exit 2, naming the first run's PID) while the first one finishes normally; a second
 * Ctrl-C ends the run at once, says so, and leaves no temporary file.
 */
@IntegrationTest
class RunSurroundingsTest {

    private static final Duration LIMIT = Duration.ofMinutes(4);
    private static final List<String> SMALL = List.of(
            "--isolation=process",
            "--warmup=1",
            "--aot-cache=off",
            "--quiet",
            "--orders=2000",
            "--variants=iterator",
            "--repetitions=1");

    @TempDir
    Path tmp;

    private Process first;

    @AfterEach
    void stopTheFirstRun() {
        if (first != null && first.isAlive()) {
            first.destroyForcibly();
        }
    }

    @Test
    void aSecondRunIntoTheSameOutputIsRefusedNamingTheFirstWhichFinishesNormally() throws Exception {
        Path output = tmp.resolve("run");
        first = cli(output, SMALL);
        await().atMost(LIMIT)
                .pollInterval(Duration.ofMillis(20))
                .failFast("the first run ended", () -> !first.isAlive())
                .until(() -> Files.isRegularFile(output.resolve(OutputDirectory.LOCK_FILE)));

        List<String> args = new ArrayList<>(SMALL);
        args.add("--output=" + output);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int second = BenchmarkMain.execute(
                args.toArray(String[]::new),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(second).as("the second run's exit code; stderr: %s", err).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("benchmark.sh: --output '" + output + "' is in use by another benchmark.sh run (PID "
                        + first.pid() + ", benchmark.sh run since ");
        assertThat(first.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(first.exitValue())
                .as("the first run, undisturbed; stderr:%n%s", Files.readString(tmp.resolve("stderr.txt")))
                .isZero();
        assertThat(output.resolve("results.json")).isRegularFile();
        assertThat(leftovers(output)).as("temporary files left").isEmpty();
        assertThat(output.resolve(OutputDirectory.LOCK_FILE))
                .as("the lock file, kept and emptied")
                .isEmptyFile();
    }

    @Test
    void aSecondCtrlCEndsTheRunAtOnceSaysSoAndLeavesNoTemporaryFile() throws Exception {
        Path output = tmp.resolve("run");
        List<String> options = new ArrayList<>(SMALL);
        options.set(options.indexOf("--repetitions=1"), "--repetitions=3");
        first = cli(output, options);
        await().atMost(LIMIT)
                .pollInterval(Duration.ofMillis(20))
                .failFast("the run ended", () -> !first.isAlive())
                .until(() -> Files.isRegularFile(output.resolve("jvms/transport-1.json")));

        signal("INT");
        signal("INT");

        assertThat(first.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        String stderr = Files.readString(tmp.resolve("stderr.txt"));
        assertThat(first.exitValue()).as("exit code; stderr:%n%s", stderr).isEqualTo(130);
        assertThat(stderr)
                .contains("benchmark.sh: a second SIGINT: ending at once, without waiting for the partial results "
                        + "(files already written stay complete; no temporary file is left)");
        assertThat(leftovers(output)).as("temporary files left").isEmpty();
    }

    private Process cli(Path output, List<String> options) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx256m",
                "-Daggbench.state-dir=" + tmp.resolve("state"),
                "-cp",
                System.getProperty("java.class.path"),
                BenchmarkMain.class.getName(),
                "--output=" + output));
        command.addAll(options);
        return new ProcessBuilder(command)
                .redirectOutput(tmp.resolve("stdout.txt").toFile())
                .redirectError(tmp.resolve("stderr.txt").toFile())
                .start();
    }

    private void signal(String name) throws Exception {
        new ProcessBuilder("kill", "-" + name, Long.toString(first.pid()))
                .start()
                .waitFor();
    }

    /** Every temporary file under the run's directory. */
    private static List<Path> leftovers(Path output) throws Exception {
        try (Stream<Path> files = Files.walk(output)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp"))
                    .toList();
        }
    }
}
