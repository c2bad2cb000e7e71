package dev.aggregationbench.compare;

import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The transport row as the control of a comparison. It runs the same fetching and decoding as every variant, with no
 * aggregation, so when a variant's code changed and the client did not, the transport row should not move; if it
 * did (another day, another kernel build, a loaded machine), every row's time moved with it, and an absolute
 * "regression" may be the machine's. Here each variant's time and CPU are divided by the transport row's median of
 * the same run, and those ratios are compared with {@link RunComparison}'s rule. When the change under test is in
 * the shared client itself, the transport row moves for a real reason: then read the absolute figures.
 */
public final class TransportControl {

    /** The figures with a control: those a slower or faster machine moves for every row alike. */
    public static final List<Figure> FIGURES = List.of(Figure.DURATION_NANOS, Figure.CPU_TIME_NANOS);

    private TransportControl() {}

    /** The transport row's own changes in {@link #FIGURES}, when both runs have one. */
    public static List<Change> control(RunResults baseline, RunResults current) {
        Optional<VariantResults> before = transport(baseline);
        Optional<VariantResults> now = transport(current);
        if (before.isEmpty() || now.isEmpty()) {
            return List.of();
        }
        return FIGURES.stream()
                .map(f -> RunComparison.change(WorkerResult.TRANSPORT, f, before.get(), now.get()))
                .toList();
    }

    /**
     * Each variant's {@link #FIGURES} relative to the transport row of its own run (medians are ratios, e.g. 1.18 =
     * 18% slower than the transport row), compared between the runs; empty when a run has no transport row.
     */
    public static List<Change> relative(RunResults baseline, RunResults current) {
        Optional<VariantResults> transportBefore = transport(baseline);
        Optional<VariantResults> transportNow = transport(current);
        if (transportBefore.isEmpty() || transportNow.isEmpty()) {
            return List.of();
        }
        List<Change> changes = new ArrayList<>();
        for (VariantResults now : current.variants()) {
            Optional<VariantResults> before = baseline.variants().stream()
                    .filter(v -> v.variant().equals(now.variant()))
                    .findFirst();
            if (now.variant().equals(WorkerResult.TRANSPORT) || before.isEmpty()) {
                continue;
            }
            for (Figure figure : FIGURES) {
                Double controlBefore = transportBefore.get().figure(figure).median();
                Double controlNow = transportNow.get().figure(figure).median();
                double[] x = ratios(before.get(), figure, controlBefore);
                double[] y = ratios(now, figure, controlNow);
                if (x.length == 0 || y.length == 0) {
                    changes.add(new Change(
                            now.variant(), figure, null, null, null, null, RunComparison.Verdict.NOT_COMPARABLE));
                    continue;
                }
                changes.add(RunComparison.change(now.variant(), figure, summary(x), summary(y), x, y));
            }
        }
        return changes;
    }

    /**
     * The control in words, as the CLI, the report and the web page print it: "the transport row (...) changed by
     * +46.6% in durationNanos (not resolved) and +50.0% in cpuTimeNanos (not resolved)".
     */
    public static String describe(List<Change> control) {
        return "the transport row (the same fetching and decoding, no aggregation) changed by "
                + String.join(
                        " and ",
                        control.stream()
                                .map(c -> RunComparison.percent(c.changePercent()) + " in "
                                        + c.figure().id() + " (" + c.verdict().label() + ")")
                                .toList());
    }

    /** A ratio as the CLI and the REST API print it: "1.175x"; n/a when not measured. */
    public static String ratio(Double value) {
        return value == null ? "n/a" : String.format(java.util.Locale.ROOT, "%.3fx", value);
    }

    private static Optional<VariantResults> transport(RunResults run) {
        return run.variants().stream()
                .filter(v -> v.variant().equals(WorkerResult.TRANSPORT))
                .filter(v -> v.figure(Figure.DURATION_NANOS).median() != null)
                .findFirst();
    }

    private static double[] ratios(VariantResults variant, Figure figure, Double control) {
        if (control == null || control == 0) {
            return new double[0];
        }
        return Arrays.stream(RunComparison.values(variant, figure))
                .map(v -> v / control)
                .toArray();
    }

    private static FigureSummary summary(double[] values) {
        return FigureSummary.of(Arrays.stream(values).boxed().toList());
    }
}
