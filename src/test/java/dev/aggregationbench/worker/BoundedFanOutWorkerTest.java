package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The worker's fan-out with {@code --max-in-flight=none,2} against a mock that admits 2 page requests at once: one
 * fan-out per bound, each exact; the bounded one meets no 429, the unbounded one meets them and retries each, and
 * every entry says its bound, its 429s and its retries. The transport row too: its M permits are shared by all K walks.
 */
class BoundedFanOutWorkerTest {

    @ParameterizedTest
    @ValueSource(strings = {"virtual-threads", "transport"})
    void aSweepOfBoundsRunsEachAndCountsThe429sAndRetriesOfEach(String row) {
        try (OrdersMock mock = OrdersMock.start(
                MockSettings.of(800, 100, 42).withLatencyMillis(20).withApiMaxInFlight(2))) {
            WorkerInThisJvm worker = new WorkerInThisJvm();

            int exit = worker.execute(
                    "--variant=" + row,
                    "--url=" + mock.baseUri(),
                    "--warmup=0",
                    "--passes=1",
                    "--scenario=fan-out",
                    "--concurrency=8",
                    "--max-in-flight=none,2");

            assertThat(exit).as(worker.stderr()).isEqualTo(WorkerExitCodes.OK);
            WorkerResult result = worker.result();
            assertThat(result.outcome()).isEqualTo(Outcome.OK);
            List<FanOutFigures> fanOuts = result.scenario().fanOut();
            assertThat(fanOuts).extracting(FanOutFigures::inFlightLimit).containsExactly(null, 2);
            assertThat(fanOuts).allSatisfy(f -> assertThat(f.correct()).isTrue());
            FanOutFigures unbounded = fanOuts.get(0);
            FanOutFigures bounded = fanOuts.get(1);
            assertThat(unbounded.throttledRequests())
                    .as("8 at once where 2 are admitted")
                    .isGreaterThanOrEqualTo(6);
            assertThat(unbounded.retries()).isEqualTo(unbounded.throttledRequests());
            assertThat(bounded.throttledRequests()).isZero();
            assertThat(bounded.retries()).isZero();
            assertThat(result.scenario().resentByHttpClient())
                    .as("429s are not resends")
                    .isZero();
        }
    }
}
