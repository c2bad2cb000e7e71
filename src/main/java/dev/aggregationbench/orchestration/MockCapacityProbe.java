package dev.aggregationbench.orchestration;

import dev.aggregationbench.mock.MockCapacityCheck;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * How many pages a second the run's mock can serve, measured once at the run's start from the orchestrator's JVM
 * ({@link MockCapacityCheck} does the walking): the figure a row's page rate is held against to mark it mock-bound.
 * Apart from {@link MockProcess}, which starts, warms up and stops the mock.
 */
final class MockCapacityProbe {

    private static final int CAPACITY_WARM_UP_MILLIS = 3_000;
    private static final int CAPACITY_SETTLE_MILLIS = 1_000;
    private static final int CAPACITY_WINDOW_MILLIS = 2_000;

    private MockCapacityProbe() {}

    /**
     * The mock's capacity at each concurrency the run uses (fan-out: each K of the sweep; otherwise one walk):
     * first {@value #CAPACITY_WARM_UP_MILLIS} ms unrecorded at the largest (the mock's warm-up walks a few hundred
     * pages, and this JVM's client is cold: a cold check measured half what the rows then received), then for each
     * {@link MockCapacityCheck} for {@value #CAPACITY_SETTLE_MILLIS} ms, then counted for
     * {@value #CAPACITY_WINDOW_MILLIS} ms, from this JVM. Null, and a line in the log, when it cannot be measured:
     * the run goes on without the mark.
     */
    static List<MockCapacity> measure(URI mock, RunOptions options, Consumer<String> log) throws InterruptedException {
        List<MockCapacity> capacity = new ArrayList<>();
        List<Integer> wanted = Scenarios.FAN_OUT.equals(options.scenario())
                ? options.concurrency().stream().distinct().sorted().toList()
                : List.of(1);
        // A decision, not an accident: a K this JVM cannot open as many connections for (K=100,000 against ulimit
        // -n) is not measured, and says so; the smaller Ks of the same run still are (the warm-up at the largest
        // measurable one, no longer at the largest K, which failed the whole check).
        List<Integer> concurrencies =
                wanted.stream().filter(k -> MockCapacityCheck.measurable(k)).toList();
        wanted.stream()
                .filter(k -> !concurrencies.contains(k))
                .forEach(k -> log.accept("the mock's capacity is not measured at " + k + " walks at once: "
                        + "its walks " + NOT_MEASURABLE + " (no mock-bound mark at that K)"));
        if (concurrencies.isEmpty()) {
            return null;
        }
        try {
            MockCapacityCheck.measure(
                    mock,
                    options.pageSize(),
                    concurrencies.getLast(),
                    Duration.ZERO,
                    Duration.ofMillis(CAPACITY_WARM_UP_MILLIS));
        } catch (IOException | RuntimeException e) {
            log.accept("the mock's capacity could not be measured (no mock-bound mark in this run): " + e.getMessage());
            return null;
        }
        for (int concurrency : concurrencies) {
            try {
                MockCapacityCheck.Measured m = MockCapacityCheck.measure(
                        mock,
                        options.pageSize(),
                        concurrency,
                        Duration.ofMillis(CAPACITY_SETTLE_MILLIS),
                        Duration.ofMillis(CAPACITY_WINDOW_MILLIS));
                capacity.add(new MockCapacity(concurrency, m.pages(), m.durationNanos(), m.pagesPerSecond()));
                log.accept(String.format(
                        Locale.ROOT,
                        "mock capacity at %d walk(s) at once: %.0f pages/s",
                        concurrency,
                        m.pagesPerSecond()));
            } catch (IOException | RuntimeException e) {
                log.accept("the mock's capacity could not be measured (no mock-bound mark in this run): "
                        + e.getMessage());
                return null;
            }
        }
        return capacity;
    }

    /** Why the capacity check skips a K, in the log and in the capacity line's method. */
    static final String NOT_MEASURABLE = "need more connections at once than the orchestrator's JVM may open "
            + "(ulimit -n, less 1,000 files for its own use)";

    static final String CAPACITY_METHOD = "at the run's start, after the mock's warm-up and " + CAPACITY_WARM_UP_MILLIS
            + " ms more of this check unrecorded: at each concurrency the run uses (fan-out: each K; otherwise 1), that "
            + "many walks at once (each over its own partition when more "
            + "than one) from the orchestrator's JVM, reading every page's bytes without decoding, with no injected "
            + "latency or fault (X-Mock-Fault: none), " + CAPACITY_SETTLE_MILLIS + " ms to settle, then pages "
            + "counted for " + CAPACITY_WINDOW_MILLIS + " ms; not at a K whose walks " + NOT_MEASURABLE;
}
