package dev.aggregationbench.report;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What the scenario's own charts draw (docs/report.md), part of {@link ReportData}: for fan-out each variant's
 * aggregations per second, p99 per-aggregation latency and peak live threads against K; for latency and pipelined
 * each variant's measured duration beside its bounds. Every value is a {@link FigureSummary} over the repetitions
 * that ended ok (median, min-max); a median of {@code null} was not measured (n/a, never 0). Raw units, in the names.
 *
 * @param scenario      the run's scenario; the lists that are not its own are empty
 * @param logConcurrency fan-out: draw K on a log axis (a sweep whose largest K is at least 10 times its smallest)
 */
record ScenarioCharts(String scenario, boolean logConcurrency, List<FanOutLine> fanOut, List<BoundsBar> bounds) {

    /** One variant's line in each fan-out chart, one point per K of the sweep. */
    public record FanOutLine(String variant, boolean transport, List<FanOutPoint> points) {}

    public record FanOutPoint(
            int concurrency,
            FigureSummary aggregationsPerSecond,
            FigureSummary latencyP99Millis,
            FigureSummary peakLiveThreads) {}

    /**
     * One variant's measured duration beside its bounds.
     *
     * @param sequentialBoundNanos pages x (latency + a page's work): for latency, pages x latency
     * @param pipelinedBoundNanos  pipelined only: pages x max(latency, a page's work)
     */
    public record BoundsBar(
            String variant,
            boolean transport,
            FigureSummary durationNanos,
            FigureSummary sequentialBoundNanos,
            FigureSummary pipelinedBoundNanos) {}

    static ScenarioCharts of(RunResults results) {
        String scenario = results.options().scenario();
        List<Integer> ks = results.options().concurrency();
        if (Scenarios.FAN_OUT.equals(scenario) && ks != null && !ks.isEmpty()) {
            boolean log = ks.stream().mapToInt(Integer::intValue).max().orElseThrow()
                    >= 10 * ks.stream().mapToInt(Integer::intValue).min().orElseThrow();
            List<FanOutLine> lines = results.variants().stream()
                    .map(v -> new FanOutLine(
                            v.variant(),
                            transport(v),
                            ks.stream().map(k -> point(v, k)).toList()))
                    .toList();
            return new ScenarioCharts(scenario, log, lines, List.of());
        }
        if (Scenarios.LATENCY.equals(scenario) || Scenarios.PIPELINED.equals(scenario)) {
            boolean pipelined = Scenarios.PIPELINED.equals(scenario);
            List<BoundsBar> bars = results.variants().stream()
                    .map(v -> new BoundsBar(
                            v.variant(),
                            transport(v),
                            v.figure(Figure.DURATION_NANOS),
                            scenarioFigure(v, f -> nanos(f.sequentialBoundNanos())),
                            pipelined
                                    ? scenarioFigure(v, f -> nanos(f.pipelinedBoundNanos()))
                                    : FigureSummary.of(List.of())))
                    .toList();
            return new ScenarioCharts(scenario, false, List.of(), bars);
        }
        return new ScenarioCharts(scenario, false, List.of(), List.of());
    }

    private static FanOutPoint point(VariantResults v, int k) {
        return new FanOutPoint(
                k,
                fanOutFigure(v, k, FanOutFigures::aggregationsPerSecond),
                fanOutFigure(v, k, FanOutFigures::latencyP99Millis),
                fanOutFigure(v, k, f -> (double) f.peakLiveThreads()));
    }

    /** One value per ok repetition: null (n/a) where that repetition has no fan-out of this K. */
    private static FigureSummary fanOutFigure(VariantResults v, int k, Function<FanOutFigures, Double> figure) {
        return scenarioFigure(
                v,
                s -> s.fanOut() == null
                        ? null
                        : s.fanOut().stream()
                                .filter(f -> f.concurrency() == k)
                                .findFirst()
                                .map(figure)
                                .orElse(null));
    }

    private static FigureSummary scenarioFigure(VariantResults v, Function<ScenarioFigures, Double> figure) {
        return FigureSummary.of(v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .map(Repetition::worker)
                .filter(Objects::nonNull)
                .map(w -> w.scenario() == null ? null : figure.apply(w.scenario()))
                .toList());
    }

    private static Double nanos(Long value) {
        return value == null ? null : value.doubleValue();
    }

    /** A control row (transport, binding): drawn dashed. */
    private static boolean transport(VariantResults v) {
        return WorkerResult.isControl(v.variant());
    }
}
