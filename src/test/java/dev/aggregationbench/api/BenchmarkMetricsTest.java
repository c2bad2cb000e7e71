package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusNamingConvention;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
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

    /** The gauges are the registry's figures with a meter, each in docs/rest-api.md under its Prometheus name. */
    @Test
    void everyGaugeIsARegistryFigureDocumentedUnderItsPrometheusName() throws IOException {
        List<String> rows = Files.readAllLines(Path.of("docs/rest-api.md")).stream()
                .filter(l -> l.startsWith("| `aggbench_variant_"))
                .toList();
        PrometheusNamingConvention prometheus = new PrometheusNamingConvention();
        List<Figure> published = Arrays.stream(Figure.values())
                .filter(f -> f.definition().meter() != null)
                .toList();
        assertThat(BenchmarkMetrics.GAUGES).containsExactlyElementsOf(published);
        for (Figure figure : published) {
            String name = prometheus.name(
                    figure.definition().meter(),
                    Meter.Type.GAUGE,
                    figure.definition().unit().baseUnit());
            assertThat(rows)
                    .as("docs/rest-api.md's metric table")
                    .anyMatch(r -> r.startsWith("| `" + name + "` | `" + figure.id() + "` |"));
        }
        assertThat(rows).hasSameSizeAs(published);

        Map<String, Object> everyFigure = new HashMap<>();
        Arrays.stream(Figure.values()).forEach(f -> everyFigure.put(f.id(), 1));
        metrics.repetitionFinished("naive", "G1", 1.0, "process", everyFigure);
        assertThat(registry.getMeters().stream()
                        .map(m -> m.getId().getName())
                        .filter(n -> n.startsWith("aggbench.variant."))
                        .sorted())
                .as("a repetition with every figure publishes exactly the registry's gauges")
                .containsExactlyElementsOf(published.stream()
                        .map(f -> f.definition().meter())
                        .sorted()
                        .toList());
    }
}
