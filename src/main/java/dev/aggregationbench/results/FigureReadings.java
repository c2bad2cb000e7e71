package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WarmupPass;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.Comparator;
import java.util.function.Function;

/**
 * How a {@link Figure} is read from a worker's document: from its measured pass, its cold pass, or both, or from the
 * measured pass's fan-out.
 */
final class FigureReadings {

    private FigureReadings() {}

    /** A figure of the measured pass (the worker runs exactly one per JVM); {@code null} when not measured. */
    static Function<WorkerResult, Double> pass(Function<PassResult, Number> figure) {
        return w -> w.passes().isEmpty()
                ? null
                : doubleOrNull(figure.apply(w.passes().getFirst()));
    }

    private static Double doubleOrNull(Number value) {
        return value == null ? null : value.doubleValue();
    }

    /** The largest K first, then the unbounded form before a bounded one of the same K. */
    private static final Comparator<FanOutFigures> LARGEST_K_UNBOUNDED = Comparator.comparingInt(
                    FanOutFigures::concurrency)
            .thenComparing((FanOutFigures f) -> f.inFlightLimit() == null);

    /**
     * A figure of the measured pass's fan-out at its largest K (the unbounded one where both forms ran: the fan-out
     * tables show every K and bound); {@code null} when the pass ran no fan-out or the figure was not measured.
     */
    static Function<WorkerResult, Double> fanOut(Function<FanOutFigures, Number> figure) {
        return w -> w.scenario() == null || w.scenario().fanOut() == null
                ? null
                : w.scenario().fanOut().stream()
                        .max(LARGEST_K_UNBOUNDED)
                        .map(f -> doubleOrNull(figure.apply(f)))
                        .orElse(null);
    }

    /** Wall minus CPU of the measured pass, for a JVM that saw one processor; never below 0 (ticks round up). */
    static Double idleNanos(WorkerResult w) {
        if (w.passes().isEmpty() || w.environment() == null || w.environment().availableProcessors() != 1) {
            return null;
        }
        var time = w.passes().getFirst().time();
        return (double) Math.max(0, time.durationNanos() - time.processCpuTimeNanos());
    }

    /** A figure of the cold pass: the first warm-up pass, or the measured pass itself when there was no warm-up. */
    static Function<WorkerResult, Double> cold(
            Function<WarmupPass, Number> warmup, Function<PassResult, Number> measured) {
        Function<WorkerResult, Double> measuredPass = pass(measured);
        return w -> w.coldPass() != null ? doubleOrNull(warmup.apply(w.coldPass())) : measuredPass.apply(w);
    }
}
