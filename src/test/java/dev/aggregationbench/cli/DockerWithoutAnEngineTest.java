package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --isolation=docker} where no engine answers is refused before anything starts: exit 2 and one line. The CLI
 * runs in a process of its own, because only there can {@code DOCKER_HOST} point at a socket nobody listens on.
 */
@IntegrationTest
class DockerWithoutAnEngineTest {

    @TempDir
    Path tmp;

    @Test
    void dockerAskedForWithoutAnEngineIsRejectedBeforeAnythingStarts() throws Exception {
        List<String> command = List.of(
                ProcessHandle.current().info().command().orElseThrow(),
                "-cp",
                System.getProperty("java.class.path"),
                BenchmarkMain.class.getName(),
                "--isolation=docker",
                "--output=" + tmp.resolve("out"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("DOCKER_HOST", "unix://" + tmp.resolve("no-engine.sock"));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(output).contains("--isolation=docker, but no Docker engine answers");
        assertThat(tmp.resolve("out")).doesNotExist();
    }
}
