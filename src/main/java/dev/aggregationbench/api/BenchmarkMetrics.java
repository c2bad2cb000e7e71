package dev.aggregationbench.api;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * The benchmark's figures as Micrometer meters (names in docs/rest-api.md). Per-variant gauges hold the last
 * repetition's value as the engine measured it (they come from {@code repetition-finished} event figures), and
 * exist only once such a figure arrived: a figure that was not measured is absent, never 0. A {@link MeterBinder}:
 * Spring Boot binds it to the application's registry at start.
 */
@Component
public class BenchmarkMetrics implements MeterBinder {

    /**
     * A per-variant gauge fed by one figure of {@code repetition-finished} events.
     *
     * @param figure the figure's name in {@code RunEvent.figures} (raw unit in the name, as in results.json)
     * @param scale  multiplies the raw figure into the meter's base unit (nanos to seconds: 1e-9)
     */
    public record FigureGauge(String figure, String meter, String baseUnit, double scale, String description) {}

    /** The figures published, by their names in the engine's events and in results.json. */
    public static final List<FigureGauge> GAUGES = List.of(
            new FigureGauge(
                    "durationNanos",
                    "aggbench.variant.duration",
                    "seconds",
                    1e-9,
                    "Last measured wall time of the variant's measured pass"),
            new FigureGauge(
                    "cpuTimeNanos",
                    "aggbench.variant.cpu.time",
                    "seconds",
                    1e-9,
                    "Last measured process CPU time of the measured pass"),
            new FigureGauge(
                    "allocatedBytes",
                    "aggbench.variant.allocated",
                    "bytes",
                    1,
                    "Last measured bytes allocated during the measured pass"),
            new FigureGauge(
                    "allocatedBytesPerOrder",
                    "aggbench.variant.allocated.per.order",
                    "bytes",
                    1,
                    "Last measured bytes allocated per order"),
            new FigureGauge(
                    "gcPauseCount",
                    "aggbench.variant.gc.pauses",
                    null,
                    1,
                    "Last measured number of stop-the-world GC pauses during the measured pass"),
            new FigureGauge(
                    "gcPauseMillis",
                    "aggbench.variant.gc.pause",
                    "seconds",
                    1e-3,
                    "Last measured total GC pause time during the measured pass"),
            new FigureGauge(
                    "liveHeapAfterGcBytes",
                    "aggbench.variant.live.heap.after.gc",
                    "bytes",
                    1,
                    "Last measured largest heap use right after a GC"),
            new FigureGauge(
                    "peakHeapBytes",
                    "aggbench.variant.heap.peak",
                    "bytes",
                    1,
                    "Last measured peak heap use (sum of pool peaks)"),
            new FigureGauge(
                    "peakRssBytes",
                    "aggbench.variant.rss.peak",
                    "bytes",
                    1,
                    "Last measured resident set high-water mark of the variant's JVM"));

    private final Map<RunStatus, Counter> runs = new EnumMap<>(RunStatus.class);
    private final Map<RunStatus, Timer> runDurations = new EnumMap<>(RunStatus.class);
    private final Map<String, AtomicReference<Double>> lastValues = new ConcurrentHashMap<>();
    private volatile MeterRegistry registry;
    private volatile Supplier<Number> waiting;
    private volatile Supplier<Number> active;

    @Override
    public synchronized void bindTo(MeterRegistry registry) {
        this.registry = registry;
        for (RunStatus outcome :
                new RunStatus[] {RunStatus.SUCCEEDED, RunStatus.FAILED, RunStatus.CANCELLED, RunStatus.INTERRUPTED}) {
            runs.put(
                    outcome,
                    Counter.builder("aggbench.runs")
                            .description("Benchmark runs ended, by outcome")
                            .tag("outcome", outcome.id())
                            .register(registry));
            runDurations.put(
                    outcome,
                    Timer.builder("aggbench.run.duration")
                            .description("Wall-clock time of whole benchmark runs (all variants and repetitions)")
                            .tag("outcome", outcome.id())
                            .register(registry));
        }
        if (waiting != null) {
            registerQueueGauges(registry);
        }
    }

    /** Publishes the queue length (runs waiting behind the running one) and whether a run executes now. */
    public synchronized void watchQueue(Supplier<Number> waiting, Supplier<Number> active) {
        this.waiting = waiting;
        this.active = active;
        if (registry != null) {
            registerQueueGauges(registry);
        }
    }

    private void registerQueueGauges(MeterRegistry registry) {
        Gauge.builder("aggbench.queue.size", waiting, w -> w.get().doubleValue())
                .description("Runs waiting in the queue")
                .register(registry);
        Gauge.builder("aggbench.runs.active", active, a -> a.get().doubleValue())
                .description("Runs executing now (0 or 1)")
                .register(registry);
    }

    public void runEnded(RunStatus outcome, Duration wallClock) {
        if (registry == null) {
            return; // not bound (yet): nothing to count into
        }
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
    public void repetitionFinished(
            String variant, String gc, double cpus, String isolation, Map<String, Object> figures) {
        Tags tags = Tags.of(
                "variant",
                variant == null ? "unknown" : variant,
                "gc",
                gc,
                "cpus",
                cpusTag(cpus),
                "isolation",
                isolation);
        for (FigureGauge gauge : GAUGES) {
            set(gauge, tags, number(figures.get(gauge.figure())));
        }
    }

    static String cpusTag(double cpus) {
        return BigDecimal.valueOf(cpus).stripTrailingZeros().toPlainString();
    }

    private void set(FigureGauge gauge, Tags tags, Double raw) {
        MeterRegistry registry = this.registry;
        if (raw == null || registry == null) {
            return;
        }
        double scale = gauge.scale();
        String key = gauge.meter() + tags;
        AtomicReference<Double> holder = lastValues.computeIfAbsent(key, k -> {
            AtomicReference<Double> ref = new AtomicReference<>(raw * scale);
            Gauge.builder(gauge.meter(), ref, AtomicReference::get)
                    .baseUnit(gauge.baseUnit())
                    .description(gauge.description())
                    .tags(tags)
                    .register(registry);
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
