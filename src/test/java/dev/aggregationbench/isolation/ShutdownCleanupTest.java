package dev.aggregationbench.isolation;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.support.IntegrationTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SIGTERM (what Ctrl-C amounts to) to an orchestrator JVM removes what its isolation started. */
@IntegrationTest
class ShutdownCleanupTest {

    private static final Pattern HOLDING = Pattern.compile("holding runId=(\\S+) pid=(\\d+)");

    @TempDir
    Path out;

    @Test
    void sigtermToTheOrchestratorKillsItsProcessIsolatedJvm() throws Exception {
        Matcher holding = startHolderAndTerminate("process");

        long pid = Long.parseLong(holding.group(2));
        await().atMost(Duration.ofSeconds(10))
                .untilAsserted(() -> assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive))
                        .as("launched JVM pid " + pid)
                        .isEmpty());
    }

    @Test
    @Tag("docker")
    void sigtermToTheOrchestratorRemovesItsDockerContainers() throws Exception {
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers, Docker test skipped: " + engine.detail());

        Matcher holding = startHolderAndTerminate("docker");

        DockerCli.Result ps = new DockerCli("docker")
                .run(
                        Duration.ofSeconds(30),
                        "ps",
                        "-a",
                        "-q",
                        "--filter",
                        "label=" + DockerIsolation.RUN_LABEL + "=" + holding.group(1));
        assertThat(ps.ok()).as(ps.problem()).isTrue();
        assertThat(ps.stdout().strip())
                .as("containers of run " + holding.group(1))
                .isEmpty();
    }

    /** Starts the holder JVM, waits for its "holding" line, sends SIGTERM, waits for it to end. */
    private Matcher startHolderAndTerminate(String mode) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process holder = new ProcessBuilder(List.of(
                        java,
                        "-Xmx128m",
                        "-cp",
                        System.getProperty("java.class.path"),
                        IsolationHolderMain.class.getName(),
                        mode,
                        out.toString()))
                .redirectErrorStream(true)
                .start();
        Matcher holding = null;
        StringBuilder seen = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(holder.getInputStream()))) {
            for (String line; holding == null && (line = lines.readLine()) != null; ) {
                seen.append(line).append('\n');
                Matcher m = HOLDING.matcher(line);
                holding = m.find() ? m : null;
            }
            assertThat(holding).as("holder output:\n" + seen).isNotNull();

            holder.destroy(); // SIGTERM
            assertThat(holder.waitFor(60, TimeUnit.SECONDS))
                    .as("holder ends after SIGTERM")
                    .isTrue();
        } finally {
            holder.destroyForcibly();
        }
        return holding;
    }
}
