package dev.aggregationbench.orchestration;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Docker half of {@link KilledOrchestratorLeavesNothingTest}: {@code kill -9} of the CLI during a Docker-isolated
 * run (bridge network, so the run has a network too). The pipe from the CLI closes, the attached
 * {@code docker run -i} clients forward the end of stdin into the containers, where {@code ExitWithParent} halts
 * the JVMs: the run's containers end (and {@code --rm} removes them). What the killed CLI could not remove itself, its
 * network, is removed by the next start, found in the run's record (the container and network names it started),
 * never by a name pattern. Skipped only where no Docker engine answers.
 */
@Tag("docker")
@IntegrationTest
class KilledDockerRunLeavesNothingTest {

    @TempDir
    Path tmp;

    @Test
    void kill9OfTheCliEndsItsContainersAndTheNextStartRemovesWhatIsLeft() throws Exception {
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers, Docker test skipped: " + engine.detail());
        Path state = tmp.resolve("state");
        Process cli = KilledOrchestratorLeavesNothingTest.startCli(
                tmp, state, "--isolation=docker", "--docker-network=bridge");
        Recorded recorded;
        List<ProcessHandle> dockerClients;
        try {
            recorded = awaitTwoRunningContainers(cli, state);
            dockerClients = cli.toHandle().descendants().toList();
        } catch (AssertionError | RuntimeException e) {
            cli.destroyForcibly().waitFor();
            throw new AssertionError(e.getMessage() + "\nCLI output:\n" + Files.readString(tmp.resolve("cli.log")), e);
        }

        cli.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertThat(cli.waitFor(30, TimeUnit.SECONDS)).isTrue();

        await().atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200)) // each poll asks the docker CLI
                .untilAsserted(() -> assertThat(runningOf(recorded.containers()))
                        .as("containers of the killed run still running 60 s after the kill")
                        .isEmpty());
        await().atMost(Duration.ofSeconds(30))
                .untilAsserted(() -> assertThat(dockerClients)
                        .as("docker run clients of the killed CLI")
                        .noneMatch(ProcessHandle::isAlive));
        System.out.println("[killed docker run] left after the kill: containers "
                + existing("inspect", recorded.containers()) + ", networks "
                + existing("network inspect", recorded.networks()));

        KilledOrchestratorLeavesNothingTest.startNextIsolation(state, IsolationMode.DOCKER);
        assertThat(existing("inspect", recorded.containers()))
                .as("containers of the killed run after the next " + "start")
                .isEmpty();
        assertThat(existing("network inspect", recorded.networks()))
                .as("networks of the killed run after the next " + "start")
                .isEmpty();
        try (Stream<Path> left = Files.list(state)) {
            assertThat(left).as("records of runs in " + state).isEmpty();
        }
    }

    /** The container and network names a run's record lists. */
    record Recorded(List<String> containers, List<String> networks) {}

    /**
     * Waits (the first Docker run may build the image) until the run's record names a mock and a worker container
     * and both run, and a network; returns what it names.
     */
    private static Recorded awaitTwoRunningContainers(Process cli, Path state) throws Exception {
        await().alias("a mock and a worker container running, and a network")
                .atMost(Duration.ofSeconds(600))
                .pollInterval(Duration.ofMillis(500)) // each poll asks the docker CLI
                .until(() -> {
                    assertThat(cli.isAlive()).as("the CLI is still running").isTrue();
                    Recorded recorded = readRecord(state);
                    return recorded.containers().size() >= 2
                            && !recorded.networks().isEmpty()
                            && runningOf(recorded.containers()).size() >= 2;
                });
        Thread.sleep(1_000); // into the worker's passes
        return readRecord(state);
    }

    private static Recorded readRecord(Path state) throws IOException {
        List<String> containers = new ArrayList<>();
        List<String> networks = new ArrayList<>();
        if (Files.isDirectory(state)) {
            try (Stream<Path> files = Files.list(state)) {
                for (Path file :
                        files.filter(f -> f.toString().endsWith(".launches")).toList()) {
                    for (String line : Files.readAllLines(file)) {
                        if (line.startsWith("container ")) {
                            containers.add(line.substring("container ".length()));
                        } else if (line.startsWith("network ")) {
                            networks.add(line.substring("network ".length()));
                        }
                    }
                }
            }
        }
        return new Recorded(containers, networks);
    }

    /** The containers among {@code names} that exist and are running. */
    private static List<String> runningOf(List<String> names) throws Exception {
        List<String> running = new ArrayList<>();
        for (String name : names) {
            Answer answer = docker("inspect", "--format", "{{.State.Running}}", name);
            if (answer.ok() && answer.output().strip().equals("true")) {
                running.add(name);
            }
        }
        return running;
    }

    /** The names that {@code docker <command> <name>} finds (containers: "inspect", networks: "network inspect"). */
    private static List<String> existing(String command, List<String> names) throws Exception {
        List<String> found = new ArrayList<>();
        for (String name : names) {
            List<String> args = new ArrayList<>(List.of(command.split(" ")));
            args.add(name);
            Answer answer = docker(args.toArray(String[]::new));
            if (answer.ok()) {
                found.add(name);
            } else {
                assertThat(answer.output().toLowerCase(java.util.Locale.ROOT))
                        .as("docker " + args)
                        .containsAnyOf("no such", "not found");
            }
        }
        return found;
    }

    record Answer(boolean ok, String output) {}

    private static Answer docker(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("docker " + String.join(" ", args))
                .isTrue();
        return new Answer(process.exitValue() == 0, output);
    }
}
