package dev.aggregationbench.api;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import org.springframework.stereotype.Component;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The benchmark's figures as Micrometer meters (names in docs/rest-api.md). Per-variant gauges hold the last
 * repetition's value as the engine measured it (they come from {@code repetition-finished} event figures), and
 * exist only once such a figure arrived: a figure that was not measured is absent, never 0.
 */
@Component
public class BenchmarkMetrics {

    /** Figure names in {@code RunEvent.figures} of {@code repetition-finished} events (raw units). */
    public static final String DURATION_NANOS = "durationNanos";
    public static final String ALLOCATED_BYTES = "allocatedBytes";
    public static final String ALLOCATED_BYTES_PER_ORDER = "allocatedBytesPerOrder";
    public static final String GC_COUNT = "gcCount";
    public static final String GC_PAUSE_MILLIS = "gcPauseMillis";
    public static final String LIVE_HEAP_AFTER_GC_BYTES = "liveHeapAfterGcBytes";

    private final MeterRegistry registry;
    private final Map<RunStatus, Counter> runs = new EnumMap<>(RunStatus.class);
    private final Map<RunStatus, Timer> runDurations = new EnumMap<>(RunStatus.class);
    private final Map<String, AtomicReference<Double>> lastValues = new ConcurrentHashMap<>();

    public BenchmarkMetrics(MeterRegistry registry) {
        this.registry = registry;
        for (RunStatus outcome : new RunStatus[]{RunStatus.SUCCEEDED, RunStatus.FAILED, RunStatus.CANCELLED}) {
            runs.put(outcome, Counter.builder("aggbench.runs").description("Benchmark runs ended, by outcome")
                    .tag("outcome", outcome.id()).register(registry));
            runDurations.put(outcome, Timer.builder("aggbench.run.duration")
                    .description("Wall-clock time of whole benchmark runs (all variants and repetitions)")
                    .tag("outcome", outcome.id()).register(registry));
        }
    }

    /** Publishes the queue length (runs waiting behind the running one) and whether a run executes now. */
    public void watchQueue(Supplier<Number> waiting, Supplier<Number> active) {
        Gauge.builder("aggbench.queue.size", waiting).description("Runs waiting in the queue").register(registry);
        Gauge.builder("aggbench.runs.active", active).description("Runs executing now (0 or 1)").register(registry);
    }

    public void runEnded(RunStatus outcome, Duration wallClock) {
        Counter counter = runs.get(outcome);
        if (counter == null) {
            throw new IllegalArgumentException("not a final status: " + outcome);
        }
        counter.increment();
        if (wallClock != null) {
            runDurations.get(outcome).record(wallClock);
        }
    }

    /** Updates the per-variant gauges from one repetition's figures; absent or non-numeric figures are skipped. */
    public void repetitionFinished(String variant, String gc, double cpus, String isolation,
                                   Map<String, Object> figures) {
        Tags tags = Tags.of("variant", variant == null ? "unknown" : variant, "gc", gc, "cpus", cpusTag(cpus),
                "isolation", isolation);
        set("aggbench.variant.duration", "seconds", "Last measured duration of the variant's aggregation",
                tags, number(figures.get(DURATION_NANOS)), 1e-9);
        set("aggbench.variant.allocated", "bytes", "Last measured bytes allocated by the aggregation",
                tags, number(figures.get(ALLOCATED_BYTES)), 1);
        set("aggbench.variant.allocated.per.order", "bytes", "Last measured bytes allocated per order",
                tags, number(figures.get(ALLOCATED_BYTES_PER_ORDER)), 1);
        set("aggbench.variant.gc.collections", null, "Last measured number of GC cycles during the aggregation",
                tags, number(figures.get(GC_COUNT)), 1);
        set("aggbench.variant.gc.pause", "seconds", "Last measured total GC pause during the aggregation",
                tags, number(figures.get(GC_PAUSE_MILLIS)), 1e-3);
        set("aggbench.variant.live.heap.after.gc", "bytes", "Last measured live heap after a full GC",
                tags, number(figures.get(LIVE_HEAP_AFTER_GC_BYTES)), 1);
    }

    static String cpusTag(double cpus) {
        return BigDecimal.valueOf(cpus).stripTrailingZeros().toPlainString();
    }

    private void set(String name, String baseUnit, String description, Tags tags, Double raw, double scale) {
        if (raw == null) {
            return;
        }
        String key = name + tags;
        AtomicReference<Double> holder = lastValues.computeIfAbsent(key, k -> {
            AtomicReference<Double> ref = new AtomicReference<>(raw * scale);
            Gauge.builder(name, ref, AtomicReference::get).baseUnit(baseUnit).description(description)
                    .tags(tags).register(registry);
            return ref;
        });
        holder.set(raw * scale);
    }

    private static Double number(Object figure) {
        if (figure instanceof Number n) {
            double value = n.doubleValue();
            return Double.isFinite(value) ? value : null;
        }
        if (figure instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }
}
