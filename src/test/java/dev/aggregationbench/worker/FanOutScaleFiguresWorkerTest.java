package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The scale figures of a fan-out (issue 24), measured by the worker against a real mock over HTTP: the time to start
 * all K, and the heap in use while they are in flight. 20 aggregations of one page of 50 ms each. On virtual threads
 * all 20 start at once: both figures are there, the time within the fan-out's. On a pool of 5, the last aggregation
 * can only start once three waves of 5 have each waited for their page, so its start comes after 3 x 50 ms. With a
 * deadline that gives queued aggregations up before they start, not all K started and none ended: both figures are
 * n/a (null), never 0.
 */
class FanOutScaleFiguresWorkerTest {

    private static final int LATENCY_MILLIS = 50;

    @Test
    void allKAtOnceOnVirtualThreadsStartWithinTheFanOutAndTheHeapIsReadWhileTheyRun() {
        try (OrdersMock mock = mock(400, 20)) {
            FanOutFigures f = fanOut(mock, "virtual-threads", "--concurrency=20");

            assertThat(f.correct()).isTrue();
            assertThat(f.timeToStartAllNanos()).isPositive().isLessThanOrEqualTo(f.durationNanos());
            assertThat(f.heapUsedInFlightBytes()).isPositive();
        }
    }

    @Test
    void onAPoolSmallerThanKTheLastStartsWhenTheQueueReachesIt() {
        try (OrdersMock mock = mock(400, 20)) {
            FanOutFigures f = fanOut(mock, "iterator", "--concurrency=20", "--threads=5");

            assertThat(f.maxInFlight()).isLessThanOrEqualTo(5);
            assertThat(f.timeToStartAllNanos())
                    .as(
                            "three waves of 5 walks, each waiting %d ms for its page, before the 20th starts",
                            LATENCY_MILLIS)
                    .isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(3L * LATENCY_MILLIS))
                    .isLessThanOrEqualTo(f.durationNanos());
            assertThat(f.heapUsedInFlightBytes())
                    .as("read by the first to end after the pool's 5 started")
                    .isPositive();
        }
    }

    @Test
    void whenNotAllStartedAndNoneEndedBothFiguresAreNotMeasuredRatherThanZero() {
        // 3 partitions of 4 pages of 50 ms on one thread, 100 ms each: the first times out, the queued never start
        try (OrdersMock mock = mock(1_200, 100)) {
            FanOutFigures f = fanOut(mock, "iterator", "--concurrency=3", "--threads=1", "--deadline-millis=100");

            assertThat(f.timedOut()).isEqualTo(3);
            assertThat(f.timeToStartAllNanos()).isNull();
            assertThat(f.heapUsedInFlightBytes()).isNull();
        }
    }

    private static OrdersMock mock(long orders, int pageSize) {
        return OrdersMock.start(MockSettings.of(orders, pageSize, 42).withLatencyMillis(LATENCY_MILLIS));
    }

    private static FanOutFigures fanOut(OrdersMock mock, String variant, String... options) {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        StringWriter stderr = new StringWriter();
        CommandLine worker = new CommandLine(new WorkerMain(new PrintStream(stdout, true, StandardCharsets.UTF_8)));
        worker.setErr(new PrintWriter(stderr, true));
        List<String> args = new ArrayList<>(List.of(
                "--variant=" + variant, "--url=" + mock.baseUri(), "--warmup=0", "--passes=1", "--scenario=fan-out"));
        args.addAll(List.of(options));

        int exit = worker.execute(args.toArray(String[]::new));

        assertThat(exit).as(stderr.toString()).isEqualTo(WorkerExitCodes.OK);
        WorkerResult result = WorkerResultJson.read(stdout.toString(StandardCharsets.UTF_8));
        assertThat(result.outcome()).isEqualTo(Outcome.OK);
        assertThat(result.scenario().fanOut()).hasSize(1);
        return result.scenario().fanOut().getFirst();
    }
}
