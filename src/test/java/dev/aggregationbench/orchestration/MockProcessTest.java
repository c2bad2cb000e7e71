package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mock a run starts, in a real JVM in process isolation (issue 21): it binds port 0 and the run reads the port
 * it got from its console log, so no other program can take a port between the run's choice and the mock's bind
 * (the run used to pick a free port, close it, and have the mock bind it a second later); a mock that cannot start
 * is one line in the run's reason, its own, not its output.
 */
@IntegrationTest
class MockProcessTest {

    @TempDir
    Path tmp;

    @Test
    void theMockBindsPortZeroAndTheRunUsesThePortItGot() throws Exception {
        try (Isolation isolation = Isolations.select(IsolationMode.PROCESS, IsolationSettings.defaults())) {
            MockProcess mock = MockProcess.start(isolation, options(), tmp, message -> {});
            try {
                Path consoleLog = tmp.resolve("mock.console.log");
                int port = URI.create(mock.url()).getPort();
                assertThat(MockReadiness.listeningPort(consoleLog)).isEqualTo(port);
                assertThat(mockCommandLines())
                        .singleElement()
                        .satisfies(line -> assertThat(line).contains(" --port=0 "));
                try (HttpClient http = HttpClient.newHttpClient()) {
                    HttpResponse<String> info = http.send(
                            HttpRequest.newBuilder(URI.create(mock.url() + "/orders/info"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
                    assertThat(info.statusCode()).isEqualTo(200);
                }
            } finally {
                mock.stop();
            }
        }
    }

    @Test
    void aMockThatCannotStartIsOneLineWithItsOwnReason() throws Exception {
        try (Isolation isolation = Isolations.select(IsolationMode.PROCESS, IsolationSettings.defaults())) {
            Launched launched = isolation.start(
                    new JvmLaunch(
                            "mock",
                            JvmLaunch.Role.MOCK,
                            List.of("-Xmx128m"),
                            MockProcess.MOCK_MAIN,
                            List.of("--port=0", "--orders=10", "--root-dir=" + tmp.resolve("missing")),
                            1,
                            null,
                            List.of(),
                            null),
                    tmp);

            assertThatThrownBy(() -> MockReadiness.awaitReady(launched, Duration.ofSeconds(90)))
                    .isInstanceOf(IOException.class)
                    .hasMessageStartingWith("the orders API mock (PID " + launched.hostPid()
                            + ") exited with code 2 before it was ready: benchmark.sh mock: --root-dir '")
                    .hasMessageEndingWith("missing' does not exist")
                    .satisfies(e -> assertThat(e.getMessage()).hasLineCount(1));
        }
    }

    /**
     * A port that is never published (Docker bridge networking, where {@code docker port} answers nothing) is named
     * in the run's reason, not only "not ready in time". The real mock, seen through a launch whose host port cannot
     * be read.
     */
    @Test
    void aPortNeverPublishedIsNamedWhenTheMockIsNotReadyInTime() throws Exception {
        try (Isolation isolation = Isolations.select(IsolationMode.PROCESS, IsolationSettings.defaults())) {
            Launched real = isolation.start(
                    new JvmLaunch(
                            "mock",
                            JvmLaunch.Role.MOCK,
                            List.of("-Xmx128m"),
                            MockProcess.MOCK_MAIN,
                            List.of("--port=0", "--orders=10"),
                            1,
                            null,
                            List.of(),
                            null),
                    tmp);
            Launched unpublished = (Launched) java.lang.reflect.Proxy.newProxyInstance(
                    Launched.class.getClassLoader(), new Class<?>[] {Launched.class}, (proxy, method, args) -> {
                        if (method.getName().equals("hostPort")) {
                            throw new IOException("port " + args[0] + " of container aggbench-x-mock is not published");
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (java.lang.reflect.InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });

            assertThatThrownBy(() -> MockReadiness.awaitReady(unpublished, Duration.ofSeconds(30)))
                    .isInstanceOf(IOException.class)
                    .hasMessageStartingWith("the orders API mock (PID " + real.hostPid()
                            + ") was not ready within 30 s; " + "it listens on port ")
                    .hasMessageContaining(", but port ")
                    .hasMessageContaining(" of container aggbench-x-mock is not published")
                    .satisfies(e -> assertThat(e.getMessage()).hasLineCount(1));
        }
    }

    /** The command lines of this JVM's mock descendants, whole (from /proc: ProcessHandle.Info may cut them). */
    private static List<String> mockCommandLines() {
        return ProcessHandle.current()
                .descendants()
                .map(p -> {
                    try {
                        return Files.readString(Path.of("/proc/" + p.pid() + "/cmdline"))
                                .replace('\0', ' ');
                    } catch (IOException e) {
                        return "";
                    }
                })
                .filter(line -> line.contains(MockProcess.MOCK_MAIN))
                .toList();
    }

    private static RunOptions options() {
        return RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, "2000")
                .with(Knob.PAGE_SIZE, "100")
                .with(Knob.VARIANTS, "iterator")
                .with(Knob.REPETITIONS, "1")
                .with(Knob.WARMUP, "0")
                .with(Knob.ISOLATION, "process")
                .with(Knob.TIMEOUT_SECONDS, "120")
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_OFF));
    }
}
