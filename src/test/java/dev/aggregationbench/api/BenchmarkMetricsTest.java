package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchmarkMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final BenchmarkMetrics metrics = bound(new BenchmarkMetrics(), registry);

    private static BenchmarkMetrics bound(BenchmarkMetrics metrics, SimpleMeterRegistry registry) {
        metrics.bindTo(registry);
        return metrics;
    }

    @Test
    void figuresBecomeTaggedGaugesInBaseUnitsAndTheLastRepetitionWins() {
        metrics.repetitionFinished(
                "naive",
                "G1",
                1.0,
                "process",
                Map.of("durationNanos", 2_000_000_000L, "allocatedBytesPerOrder", 123.5, "gcPauseMillis", 40));
        metrics.repetitionFinished("naive", "G1", 1.0, "process", Map.of("durationNanos", 1_500_000_000L));

        assertThat(registry.get("aggbench.variant.duration")
                        .tags("variant", "naive", "gc", "G1", "cpus", "1", "isolation", "process")
                        .gauge()
                        .value())
                .isEqualTo(1.5);
        assertThat(registry.get("aggbench.variant.allocated.per.order")
                        .tag("variant", "naive")
                        .gauge()
                        .value())
                .isEqualTo(123.5);
        assertThat(registry.get("aggbench.variant.gc.pause")
                        .tag("variant", "naive")
                        .gauge()
                        .value())
                .isEqualTo(0.04);
    }

    @Test
    void aFigureThatWasNotMeasuredHasNoGaugeRatherThanZero() {
        Map<String, Object> figures = new HashMap<>();
        figures.put("durationNanos", 1_000L);
        figures.put("liveHeapAfterGcBytes", null);
        figures.put("gcPauseCount", "n/a");

        metrics.repetitionFinished("stream", "ZGC", 0.5, "docker", figures);

        assertThat(registry.find("aggbench.variant.duration").tag("cpus", "0.5").gauge())
                .isNotNull();
        assertThat(registry.find("aggbench.variant.live.heap.after.gc").gauge()).isNull();
        assertThat(registry.find("aggbench.variant.gc.pauses").gauge()).isNull();
        assertThat(registry.find("aggbench.variant.allocated").gauge()).isNull();
    }

    @Test
    void endedRunsAreCountedByOutcome() {
        metrics.runEnded(RunStatus.SUCCEEDED, java.time.Duration.ofSeconds(3));
        metrics.runEnded(RunStatus.CANCELLED, null);

        assertThat(registry.get("aggbench.runs")
                        .tag("outcome", "succeeded")
                        .counter()
                        .count())
                .isEqualTo(1);
        assertThat(registry.get("aggbench.runs")
                        .tag("outcome", "cancelled")
                        .counter()
                        .count())
                .isEqualTo(1);
        assertThat(registry.get("aggbench.runs")
                        .tag("outcome", "failed")
                        .counter()
                        .count())
                .isZero();
        assertThat(registry.get("aggbench.run.duration")
                        .tag("outcome", "succeeded")
                        .timer()
                        .count())
                .isEqualTo(1);
    }
}
