package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.Faults;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.FanOutFigures;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The worker's fan-out with {@code --fail-fast}, against a real mock whose faulty pages fail every attempt
 * ({@code --faults-persist}): {@value #K} walks of 40 pages of 20 ms, 2% of the pages faulty (503). Some aggregation
 * fails once the client's 4 attempts are spent; the ones still running are cancelled. The document counts them:
 * failed and cancelled never checked nor counted as correct (the pass is not a wrong result), the completed ones
 * checked exactly; the client's page requests after the first failure, at most one per walk for a style that
 * stops; the time until the client was quiet. A run's faults are the same for every style (seeded, persistent).
 */
class FailFastWorkerTest {

    static final int K = 8;

    @ParameterizedTest
    @ValueSource(strings = {"virtual-threads", "iterator", "async", "reactor"})
    void theFirstFailureCancelsTheRestAndTheDocumentCountsIt(String variant) {
        try (OrdersMock mock = OrdersMock.start(faultyMock())) {
            FanOutFigures fanOut = fanOut(mock, variant, "--fail-fast");

            assertThat(fanOut.failed()).as("at least the first failure").isPositive();
            assertThat(fanOut.cancelled())
                    .as("walks still running at the first failure")
                    .isPositive();
            assertThat(fanOut.failed() + fanOut.cancelled()).isLessThanOrEqualTo(K);
            assertThat(fanOut.correct())
                    .as("a failed or cancelled aggregation is not a wrong one; the completed ones are exact")
                    .isTrue();
            assertThat(fanOut.requestsAfterFirstFailure())
                    .as("each style stops its walks: at most the request each was about to send")
                    .isNotNull()
                    .isLessThanOrEqualTo(K);
            assertThat(fanOut.quietAfterFirstFailureMillis()).isNotNull().isGreaterThanOrEqualTo(0);
            assertThat(fanOut.deadlineMillis()).as("no deadline").isNull();
        }
    }

    @Test
    void withoutFailFastTheFiguresAreNotAskedFor() {
        try (OrdersMock mock =
                OrdersMock.start(MockSettings.of(K * 400L, 10, 42).withLatencyMillis(20))) {
            FanOutFigures fanOut = fanOut(mock, "virtual-threads");

            assertThat(fanOut.correct()).isTrue();
            assertThat(fanOut.failed()).isNull();
            assertThat(fanOut.cancelled()).isNull();
            assertThat(fanOut.requestsAfterFirstFailure()).isNull();
            assertThat(fanOut.quietAfterFirstFailureMillis()).isNull();
            assertThat(fanOut.latencyP99Millis()).isPositive();
        }
    }

    /** 40 pages of 10 orders per walk, 20 ms each, 2% of them answering 503 on every attempt. */
    private static MockSettings faultyMock() {
        return MockSettings.of(K * 400L, 10, 42)
                .withLatencyMillis(20)
                .withFaults(new Faults(0.02, List.of(Faults.Kind.UNAVAILABLE), 2_000, true));
    }

    private static FanOutFigures fanOut(OrdersMock mock, String variant, String... more) {
        return new WorkerInThisJvm().oneFanOut(mock, variant, K, more);
    }
}
