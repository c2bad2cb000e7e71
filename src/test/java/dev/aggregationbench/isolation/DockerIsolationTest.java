package dev.aggregationbench.isolation;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real containers on the real engine (skipped only where no engine answers; .ci/run fails when this happens in CI).
 * The image is built from the test class path, so the probe main is inside it.
 */
@Tag("docker")
@IntegrationTest
class DockerIsolationTest {

    static final String PROBE = ProbeMain.class.getName();
    private static DockerIsolation isolation;
    private static DockerCli docker;

    @TempDir
    Path out;

    @BeforeAll
    static void openIsolation() {
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers, Docker tests skipped: " + engine.detail());
        long start = System.nanoTime();
        isolation = (DockerIsolation) Isolations.select(
                IsolationMode.DOCKER,
                IsolationSettings.defaults().withProgress(message -> System.out.println("[docker] " + message)));
        System.out.printf(
                "[docker] isolation ready in %.1f s: %s%n", (System.nanoTime() - start) / 1e9, isolation.description());
        docker = new DockerCli("docker");
    }

    @AfterAll
    static void closeIsolation() {
        if (isolation != null) {
            isolation.close();
        }
    }

    @Test
    void oneCpuContainerSeesOneProcessorAndTheCfsQuotaAndIsRemovedAfterwards() throws Exception {
        String file = isolation.outputDirFor(out) + "/probe.txt";
        long start = System.nanoTime();
        Launched probe = isolation.start(
                JvmLaunch.worker("probe", List.of("-Xmx64m"), PROBE, List.of("--write=" + file), 1, "256m"), out);

        assertThat(probe.awaitExit(Duration.ofSeconds(120)))
                .as(probe.outputTail())
                .isZero();
        System.out.printf("[docker] container start + probe JVM + exit: %.2f s%n", (System.nanoTime() - start) / 1e9);
        Map<String, String> seen = ProbeMain.parse(Files.readString(out.resolve("probe.txt")));
        assertThat(seen).containsEntry("availableProcessors", "1").containsEntry("cpuQuota", "100000/100000");
        assertThat(CoreAllocator.parseList(seen.get("cpusAllowed"))).hasSize(1);
        assertThat(containersNamed(probe)).isEmpty();
    }

    @Test
    void fractionalCpusBecomeTheContainersQuota() throws Exception {
        Launched probe =
                isolation.start(JvmLaunch.worker("half", List.of("-Xmx64m"), PROBE, List.of(), 0.5, "256m"), out);

        assertThat(probe.awaitExit(Duration.ofSeconds(120)))
                .as(probe.outputTail())
                .isZero();
        assertThat(ProbeMain.parse(probe.outputTail()))
                .containsEntry("cpuQuota", "50000/100000")
                .containsEntry("availableProcessors", "1");
    }

    @Test
    void timeoutKillsAndRemovesTheContainer() throws Exception {
        Launched sleeper = isolation.start(
                JvmLaunch.worker("sleeper", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, "256m"), out);
        ProcessIsolationTest.waitForOutput(sleeper);
        assertThat(containersNamed(sleeper)).hasSize(1);

        int exit = sleeper.awaitExit(Duration.ofSeconds(1));

        assertThat(sleeper.timedOut()).isTrue();
        assertThat(exit).isNotZero();
        assertThat(containersNamed(sleeper)).isEmpty();
        assertThat(ProcessHandle.of(sleeper.hostPid()).filter(ProcessHandle::isAlive))
                .isEmpty();
    }

    @Test
    void closeRemovesEveryContainerOfTheRun() throws Exception {
        DockerIsolation second =
                (DockerIsolation) Isolations.select(IsolationMode.DOCKER, IsolationSettings.defaults());
        assertThat(second.image()).as("the image is reused").isEqualTo(isolation.image());
        Launched a = second.start(
                JvmLaunch.worker("a", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, "256m"), out);
        Launched b = second.start(
                JvmLaunch.worker("b", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, "256m"), out);
        ProcessIsolationTest.waitForOutput(a);
        ProcessIsolationTest.waitForOutput(b);
        assertThat(containersOfRun(second.settings.runId())).hasSize(2);

        second.close();

        assertThat(containersOfRun(second.settings.runId())).isEmpty();
        assertThat(List.of(a, b)).noneMatch(Launched::isAlive);
    }

    @Test
    void exitCodeOfTheJvmIsTheLaunchesExitCode() throws Exception {
        Launched probe = isolation.start(
                JvmLaunch.worker("exit7", List.of("-Xmx64m"), PROBE, List.of("--exit=7"), 1, null), out);

        assertThat(probe.awaitExit(Duration.ofSeconds(120))).isEqualTo(7);
        assertThat(probe.timedOut()).isFalse();
    }

    /**
     * A published port is never chosen ahead: the server binds a fixed port in its container and Docker publishes
     * it on a host port Docker chooses, read back with {@code docker port}. The fixed port is taken on the host here,
     * which made the old {@code --publish 127.0.0.1:P:P} fail (a port chosen free, then taken before Docker bound it).
     */
    @Test
    void bridgeNetworkPublishesOnAPortDockerChoosesSoAHostPortTakenMeanwhileDoesNotMatter() throws Exception {
        try (DockerIsolation bridge = (DockerIsolation) Isolations.select(
                        IsolationMode.DOCKER, IsolationSettings.defaults().withDockerNetwork("bridge"));
                java.net.ServerSocket taken =
                        new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            Launched server = bridge.start(
                    JvmLaunch.mock(
                            "mock",
                            List.of("-Xmx64m"),
                            PROBE,
                            List.of("--serve=" + bridge.listenAddress() + ":" + port),
                            1,
                            "256m",
                            port),
                    out);
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> !server.isAlive() || server.outputTail().contains("serving"));
            assertThat(server.outputTail()).contains("serving");
            Launched client = bridge.start(
                    JvmLaunch.worker(
                            "client",
                            List.of("-Xmx64m"),
                            PROBE,
                            List.of("--fetch=http://" + server.address() + ":" + port + "/"),
                            1,
                            "256m"),
                    out);

            assertThat(client.awaitExit(Duration.ofSeconds(120)))
                    .as(client.outputTail())
                    .isZero();
            assertThat(ProbeMain.parse(client.outputTail())).containsEntry("fetched", "200 pong");
            assertThat(server.address()).startsWith("aggbench-");
            int hostPort = server.hostPort(port);
            assertThat(hostPort).as("the host port Docker chose").isNotEqualTo(port);
            var fromHost = java.net.http.HttpClient.newHttpClient()
                    .send(
                            java.net.http.HttpRequest.newBuilder(
                                            java.net.URI.create("http://127.0.0.1:" + hostPort + "/"))
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(fromHost.body()).isEqualTo("pong");
        }
    }

    private static List<String> containersNamed(Launched launched) throws IOException {
        return psAll(
                "label=aggregation-bench.launch=" + launched.name(),
                "label=" + DockerIsolation.RUN_LABEL + "=" + isolation.settings.runId());
    }

    private static List<String> containersOfRun(String runId) throws IOException {
        return psAll("label=" + DockerIsolation.RUN_LABEL + "=" + runId);
    }

    private static List<String> psAll(String... filters) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("ps", "-a", "-q"));
        for (String filter : filters) {
            args.addAll(List.of("--filter", filter));
        }
        DockerCli.Result ps = docker.run(Duration.ofSeconds(30), args);
        assertThat(ps.ok()).as(ps.problem()).isTrue();
        return ps.stdout().lines().filter(line -> !line.isBlank()).toList();
    }
}
