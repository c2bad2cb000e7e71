package dev.aggregationbench.cli;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.SmallDisk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real CLI run whose disk fills up once its first worker JVM wrote its document (issue 21): each later JVM's
 * reason says that it could not write its document and why, in one phrase (not the last stack frames of picocli), and
 * the run says how long it ran before it stopped without results.json, and why (not that it "could not start").
 */
@IntegrationTest
class RunOnAFullDiskTest {

    private static final Duration LIMIT = Duration.ofMinutes(4);

    @TempDir
    Path tmp;

    @Test
    void theReasonsSayWhatCouldNotBeWrittenAndWhen() throws Exception {
        try (SmallDisk disk = SmallDisk.mount("16m")) {
            Path output = disk.dir().resolve("run");
            String java = ProcessHandle.current().info().command().orElseThrow();
            Process cli = new ProcessBuilder(List.of(
                            java,
                            "-Xmx256m",
                            "-Daggbench.state-dir=" + tmp.resolve("state"),
                            "-cp",
                            System.getProperty("java.class.path"),
                            BenchmarkMain.class.getName(),
                            "--output=" + output,
                            "--isolation=process",
                            "--warmup=1",
                            "--aot-cache=off",
                            "--quiet",
                            "--orders=2000",
                            "--variants=iterator",
                            "--repetitions=2"))
                    .redirectOutput(tmp.resolve("stdout.txt").toFile())
                    .redirectError(tmp.resolve("stderr.txt").toFile())
                    .start();
            try {
                await().atMost(LIMIT)
                        .pollInterval(Duration.ofMillis(20))
                        .failFast("the run ended", () -> !cli.isAlive())
                        .until(() -> Files.isRegularFile(output.resolve("jvms/transport-1.json")));
                disk.fill();
                assertThat(cli.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
            } finally {
                cli.destroyForcibly();
            }

            String stderr = Files.readString(tmp.resolve("stderr.txt"));
            assertThat(cli.exitValue()).as("exit code; stderr:%n%s", stderr).isEqualTo(1);
            assertThat(stderr)
                    .containsPattern("benchmark.sh: the run stopped after \\d+\\.\\d s without writing results.json: ")
                    .contains("iterator: error in repetition 1 (exit code 1, no result document: the file system of "
                            + output.toRealPath().resolve("jvms") + " is full (0 bytes free): the JVM could not write "
                            + "its document or its output there)")
                    .contains("could not write " + output.toRealPath().resolve("results.json")
                            + ": No space left on device")
                    .doesNotContain("could not start", "\tat ", "at picocli", "Exception");
        }
    }
}
