package dev.aggregationbench.api;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureDefinition;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Arrays;
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
class BenchmarkMetrics implements MeterBinder {

    /** The figures published as per-variant gauges: those whose {@link FigureDefinition#meter} is named. */
    static final List<Figure> GAUGES = Arrays.stream(Figure.values())
            .filter(f -> f.definition().meter() != null)
            .toList();

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
        for (Figure figure : GAUGES) {
            set(figure, tags, number(figures.get(figure.id())));
        }
    }

    static String cpusTag(double cpus) {
        return BigDecimal.valueOf(cpus).stripTrailingZeros().toPlainString();
    }

    /** The figure's gauge, in the meter's base unit (nanoseconds to seconds, milliseconds to seconds). */
    private void set(Figure figure, Tags tags, Double raw) {
        MeterRegistry registry = this.registry;
        if (raw == null || registry == null) {
            return;
        }
        FigureDefinition definition = figure.definition();
        double value = raw * definition.unit().baseUnitFactor();
        String key = definition.meter() + tags;
        AtomicReference<Double> holder = lastValues.computeIfAbsent(key, k -> {
            AtomicReference<Double> ref = new AtomicReference<>(value);
            Gauge.builder(definition.meter(), ref, AtomicReference::get)
                    .baseUnit(definition.unit().baseUnit())
                    .description("Last finished repetition: " + definition.description())
                    .tags(tags)
                    .register(registry);
            return ref;
        });
        holder.set(value);
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
