package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.support.IntegrationTest;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run's mock in Docker bridge networking, a real container (issue 21): it binds a fixed port in its own network
 * namespace, Docker publishes it on a host port Docker chooses, and the run reads that port back. Nothing is chosen
 * ahead, so the mock's port taken on the host meanwhile does not matter (here it is taken for the whole test).
 * Skipped only where no Docker engine answers.
 */
@Tag("docker")
@IntegrationTest
class MockInDockerBridgeTest {

    @TempDir
    Path tmp;

    @Test
    void theWorkersUseTheContainersPortAndTheRunThePortDockerPublished() throws Exception {
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers, Docker test skipped: " + engine.detail());
        RunOptions options = RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, "2000")
                .with(Knob.PAGE_SIZE, "100")
                .with(Knob.VARIANTS, "iterator")
                .with(Knob.REPETITIONS, "1")
                .with(Knob.WARMUP, "0")
                .with(Knob.ISOLATION, "docker")
                .with(Knob.DOCKER_NETWORK, "bridge")
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_OFF));
        boolean holding = false;
        try (Isolation isolation = Isolations.select(
                        IsolationMode.DOCKER, IsolationSettings.defaults().withDockerNetwork("bridge"));
                ServerSocket taken = takeIfFree(MockProcess.CONTAINER_PORT)) {
            holding = taken != null;
            MockProcess mock = MockProcess.start(isolation, options, tmp, message -> {});
            try {
                URI workers = URI.create(mock.url());
                assertThat(workers.getHost()).startsWith("aggbench-").endsWith("-mock");
                assertThat(workers.getPort()).isEqualTo(MockProcess.CONTAINER_PORT);
                MockLoad load = mock.load(); // through the host port Docker published
                assertThat(load).as("the mock's counters, read from the host").isNotNull();
            } finally {
                mock.stop();
            }
        }
        System.out.println("[mock in bridge] its container port held on the host during the test: " + holding);
    }

    /** The port bound on the host's 127.0.0.1, or null when some other program holds it already. */
    private static ServerSocket takeIfFree(int port) {
        try {
            return new ServerSocket(port, 1, InetAddress.getLoopbackAddress());
        } catch (java.io.IOException taken) {
            return null;
        }
    }
}
