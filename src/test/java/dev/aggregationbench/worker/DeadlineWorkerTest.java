package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.FanOutFigures;
import org.junit.jupiter.api.Test;

/**
 * The worker's fan-out with {@code --deadline-millis}: walks of 4 pages of 100 ms against 150 ms, so both
 * aggregations time out. They are counted as timed out, none as met or checked, the pass is not a wrong result, no
 * latency was measured (p99 n/a, not 0), and the page requests that reached the mock after their deadline are
 * counted by the mock from each request's deadline header: virtual threads stop at the deadline, async's chains do
 * not. With a generous deadline, both meet it, are checked exactly, and none of their requests is late.
 */
class DeadlineWorkerTest {

    @Test
    void timedOutAggregationsAreCountedAndTheWorkAfterTheDeadlineToo() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(800, 100, 42).withLatencyMillis(100))) {
            FanOutFigures stopped = fanOut(mock, "virtual-threads", "150");
            FanOutFigures goesOn = fanOut(mock, "async", "150");
            FanOutFigures met = fanOut(mock, "iterator", "10000");

            assertThat(stopped.deadlineMillis()).isEqualTo(150);
            assertThat(stopped.timedOut()).isEqualTo(2);
            assertThat(stopped.metDeadline()).isZero();
            assertThat(stopped.correct())
                    .as("a timed-out aggregation is not a wrong one")
                    .isTrue();
            assertThat(stopped.requestsAfterDeadline())
                    .as("the cancel stops each walk: at most a request sent at the deadline's edge")
                    .isLessThanOrEqualTo(2);
            assertThat(stopped.latencyP99Millis())
                    .as("no aggregation finished: its latency is n/a, not 0")
                    .isNull();
            assertThat(stopped.latencyMaxMillis()).isNull();
            assertThat(goesOn.timedOut()).isEqualTo(2);
            assertThat(goesOn.requestsAfterDeadline())
                    .as("orTimeout does not stop the chains: 4 pages each, the last 2 sent after the deadline")
                    .isGreaterThanOrEqualTo(4);
            assertThat(met.metDeadline()).isEqualTo(2);
            assertThat(met.timedOut()).isZero();
            assertThat(met.correct()).isTrue();
            assertThat(met.requestsAfterDeadline()).isZero();
            assertThat(met.latencyP99Millis()).isPositive();
            assertThat(mock.lateRequests())
                    .as("the mock's own count is the sum of the fan-outs'")
                    .isEqualTo(stopped.requestsAfterDeadline() + goesOn.requestsAfterDeadline());
        }
    }

    private static FanOutFigures fanOut(OrdersMock mock, String variant, String deadlineMillis) {
        return new WorkerInThisJvm().oneFanOut(mock, variant, 2, "--deadline-millis=" + deadlineMillis);
    }
}
