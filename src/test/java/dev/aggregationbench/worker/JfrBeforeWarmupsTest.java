package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerSettings;
import java.util.ArrayList;
import java.util.List;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Recording;
import jdk.jfr.RecordingState;
import org.junit.jupiter.api.Test;

/**
 * A worker that runs virtual threads records their pinning with JFR. The first recording a JVM starts is costly (JFR
 * starts up, the JIT compiles again), so it must start before the warm-ups, not at the measured pass: started there,
 * virtual-threads' measured pass took 0.83-0.96 s on JDK 21 against 0.15-0.23 s for its warm-ups (committed run
 * docs/results/2026-11-26-sequential-jdk-gc-matrix). Checked here by what JFR records during each pass, not by time.
 */
class JfrBeforeWarmupsTest {

    @Test
    void aVirtualThreadsWorkloadRunsEveryPassWarmUpsIncludedWithJfrRecordingAndStopsItAfter() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(2_000, 100, 42));
                HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()))) {
            ScenarioWorkload inner = new ScenarioWorkload(
                    "virtual-threads",
                    new ScenarioSettings(
                            Scenario.SEQUENTIAL,
                            0,
                            List.of(1),
                            1,
                            false,
                            Knob.LOCK.definition().defaultValue()),
                    client);
            assertThat(inner.runsOnVirtualThreads()).isTrue();
            List<Boolean> recordingDuringPass = new ArrayList<>();
            Workload observed = new Workload() {
                @Override
                public OrderStats run(CountingOrdersClient pages) {
                    recordingDuringPass.add(allPassesRecordingRuns());
                    return inner.run(pages);
                }

                @Override
                public boolean runsOnVirtualThreads() {
                    return true;
                }
            };

            WorkerResult result = new WorkerRun(
                            "virtual-threads",
                            observed,
                            new WorkerSettings(mock.baseUri().toString(), "2", 1, 100),
                            new WarmupPlan(2, WorkerMain.DEFAULT_QUIET_COMPILATION_MILLIS, 2, 3600),
                            client,
                            client)
                    .run();

            assertThat(result.outcome()).isEqualTo(Outcome.OK);
            assertThat(recordingDuringPass).hasSize(3).containsOnly(true); // two warm-ups and the measured pass
            assertThat(allPassesRecordingRuns())
                    .as("stopped after the measured pass")
                    .isFalse();
            assertThat(result.passes().getFirst().virtualThreads()).isNotNull();
        }
    }

    private static boolean allPassesRecordingRuns() {
        return FlightRecorder.isInitialized()
                && FlightRecorder.getFlightRecorder().getRecordings().stream()
                        .filter(r -> r.getState() == RecordingState.RUNNING)
                        .map(Recording::getName)
                        .anyMatch(name -> name.endsWith("(all passes)"));
    }
}
