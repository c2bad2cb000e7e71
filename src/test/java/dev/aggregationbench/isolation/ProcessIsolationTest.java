package dev.aggregationbench.isolation;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child JVMs started through ProcessIsolation on this machine. */
@IntegrationTest
class ProcessIsolationTest {

    static final String PROBE = ProbeMain.class.getName();
    private static final Path CPU_CGROUP_V1 = Path.of("/sys/fs/cgroup/cpu");

    @TempDir
    Path out;

    private ProcessIsolation isolation;

    @BeforeEach
    void open() {
        isolation = (ProcessIsolation) Isolations.select(IsolationMode.PROCESS, IsolationSettings.defaults());
    }

    @AfterEach
    void close() {
        isolation.close();
    }

    @Test
    void oneCpuLaunchSeesOneProcessorAndRunsUnderTheQuotaOrPinning() throws Exception {
        Launched probe = isolation.start(JvmLaunch.worker("probe", List.of("-Xmx64m"), PROBE, List.of(), 1, null), out);

        assertThat(probe.awaitExit(Duration.ofSeconds(60)))
                .as(probe.outputTail())
                .isZero();
        Map<String, String> seen = ProbeMain.parse(Files.readString(probe.consoleLog()));
        assertThat(seen).containsEntry("availableProcessors", "1");
        assertThat(isolation.cgroupQuota().isPresent() || isolation.pins())
                .as("some CPU limit is enforced: " + isolation.description())
                .isTrue();
        if (isolation.cgroupQuota().isPresent()) {
            assertThat(seen).containsEntry("cpuQuota", "100000/100000");
        }
        if (isolation.pins()) {
            assertThat(CoreAllocator.parseList(seen.get("cpusAllowed"))).hasSize(1);
        }
        assertThat(isolation.warnings()).isEmpty();
    }

    @Test
    void writableCpuCgroupGivesAFractionalLaunchThatQuota() throws Exception {
        assumeTrue(
                Files.isWritable(CPU_CGROUP_V1) || Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers")),
                "no cgroup v1 cpu hierarchy writable and no cgroup v2 here");
        assertThat(isolation.cgroupQuota()).as(isolation.description()).isPresent();

        Launched probe =
                isolation.start(JvmLaunch.worker("half", List.of("-Xmx64m"), PROBE, List.of(), 0.5, null), out);

        assertThat(probe.awaitExit(Duration.ofSeconds(60)))
                .as(probe.outputTail())
                .isZero();
        Map<String, String> seen = ProbeMain.parse(Files.readString(probe.consoleLog()));
        assertThat(seen).containsEntry("cpuQuota", "50000/100000").containsEntry("availableProcessors", "1");
        assertThat(isolation.description()).contains("CPU quota");
    }

    @Test
    void exitCodeOutputTailAndOutputFileAreReported() throws Exception {
        String file = isolation.outputDirFor(out) + "/probe.txt";
        Launched probe = isolation.start(
                JvmLaunch.worker("exit3", List.of("-Xmx64m"), PROBE, List.of("--write=" + file, "--exit=3"), 1, null),
                out);

        assertThat(probe.awaitExit(Duration.ofSeconds(60))).isEqualTo(3);
        assertThat(probe.timedOut()).isFalse();
        assertThat(probe.outputTail()).contains("availableProcessors=1");
        assertThat(out.resolve("probe.txt")).content().contains("availableProcessors=1");
        assertThat(probe.consoleLog()).isEqualTo(out.resolve("exit3.console.log"));
    }

    @Test
    void timeoutKillsTheJvmAndRemovesItsCgroup() throws Exception {
        Launched sleeper = isolation.start(
                JvmLaunch.worker("sleeper", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, null), out);
        long pid = sleeper.hostPid();

        long started = System.nanoTime();
        int exit = sleeper.awaitExit(Duration.ofSeconds(2));

        assertThat(sleeper.timedOut()).isTrue();
        assertThat(exit).isNotZero();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
        assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive))
                .as("pid " + pid)
                .isEmpty();
        assertNoCgroupOfThisRunLeft();
    }

    @Test
    void closeStopsEveryRunningJvmAndLeavesNoProcessOrCgroup() throws Exception {
        Launched first = isolation.start(
                JvmLaunch.worker("w", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, null), out);
        Launched second = isolation.start(
                JvmLaunch.worker("w", List.of("-Xmx64m"), PROBE, List.of("--sleep-ms=120000"), 1, null), out);
        assertThat(second.name()).isEqualTo("w-2");
        waitForOutput(first);
        assertThat(first.isAlive()).isTrue();

        isolation.close();

        for (Launched each : List.of(first, second)) {
            assertThat(ProcessHandle.of(each.hostPid()).filter(ProcessHandle::isAlive))
                    .as(each.name())
                    .isEmpty();
        }
        assertNoCgroupOfThisRunLeft();
    }

    @Test
    void aLaunchThatNamesAJdkRunsOnItUnderTheSameLimitsAndTheOthersOnTheIsolationsOwn() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();
        Launched on21 = isolation.start(
                JvmLaunch.worker("on21", List.of("-Xmx64m"), PROBE, List.of(), 1, null)
                        .withJdk(jdk21),
                out);
        Launched onDefault =
                isolation.start(JvmLaunch.worker("default", List.of("-Xmx64m"), PROBE, List.of(), 1, null), out);

        assertThat(on21.awaitExit(Duration.ofSeconds(60))).as(on21.outputTail()).isZero();
        assertThat(onDefault.awaitExit(Duration.ofSeconds(60)))
                .as(onDefault.outputTail())
                .isZero();
        Map<String, String> seen21 = ProbeMain.parse(Files.readString(on21.consoleLog()));
        assertThat(seen21)
                .containsEntry("javaRuntimeVersion", jdk21.version())
                .containsEntry("availableProcessors", "1");
        assertThat(ProbeMain.parse(Files.readString(onDefault.consoleLog())))
                .containsEntry("javaRuntimeVersion", isolation.jdk().version());
        assertThat(isolation.jdk()).isEqualTo(Jdk.current());
        assertThat(isolation.jdkOf(on21.launch())).isEqualTo(jdk21);
    }

    @Test
    void mockIsPinnedOffTheWorkersCoresWhenTheMachineHasEnough() throws Exception {
        assumeTrue(isolation.pins(), "taskset is not usable here");
        assumeTrue(CoreAllocator.forThisMachine().cores().size() >= 2, "fewer than 2 cores");
        Launched mock = isolation.start(
                new JvmLaunch(
                        "mock", JvmLaunch.Role.MOCK, List.of("-Xmx64m"), PROBE, List.of(), 1, null, List.of(), null),
                out);
        Launched worker =
                isolation.start(JvmLaunch.worker("worker", List.of("-Xmx64m"), PROBE, List.of(), 1, null), out);

        assertThat(mock.awaitExit(Duration.ofSeconds(60))).isZero();
        assertThat(worker.awaitExit(Duration.ofSeconds(60))).isZero();
        List<Integer> mockCores =
                CoreAllocator.parseList(ProbeMain.parse(mock.outputTail()).get("cpusAllowed"));
        List<Integer> workerCores =
                CoreAllocator.parseList(ProbeMain.parse(worker.outputTail()).get("cpusAllowed"));
        assertThat(mockCores).hasSize(1).doesNotContainAnyElementsOf(workerCores);
        assertThat(workerCores).hasSize(1);
        assertThat(isolation.warnings()).isEmpty();
    }

    @Test
    void startAfterCloseIsRefusedWithTheLaunchName() {
        isolation.close();
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> isolation.start(JvmLaunch.worker("late", List.of(), PROBE, List.of(), 1, null), out))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed")
                .hasMessageContaining("late");
    }

    private void assertNoCgroupOfThisRunLeft() throws Exception {
        if (isolation.cgroupQuota().isPresent()) {
            Path parent = isolation.cgroupQuota().get().parent();
            try (var children = Files.list(parent)) {
                assertThat(children.map(p -> p.getFileName().toString()))
                        .noneMatch(name -> name.startsWith("aggbench-" + isolation.settings.runId()));
            }
        }
    }

    static void waitForOutput(Launched launched) {
        await().atMost(Duration.ofSeconds(30))
                .untilAsserted(() -> assertThat(launched.outputTail())
                        .as("probe output of " + launched.name())
                        .contains("pid="));
    }
}
