package dev.aggregationbench.results;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The scenario's own table in the compact output, one line per row: the few columns that carry the scenario's lesson
 * ({@link ScenarioTable} has them all, for {@code --details} and summary.md). Fan-out: per variant and K the
 * aggregations per second, the p99 latency, the most in flight, the peak threads, NMT's Thread committed, and the
 * medians of the time to start all K and of the heap in use while they are in flight; pipelined
 * and latency: the time beside its two bounds; faults: the retries, the resends and the faults injected, and whether
 * every result was exact. Empty for the sequential scenario.
 */
final class CompactScenarioTable {

    private CompactScenarioTable() {}

    /** The title and the table's lines, none wider than {@code width}; empty for the sequential scenario. */
    static List<String> lines(RunResults results, int width) {
        RunOptions o = results.options();
        String scenario = o.scenario();
        if (scenario == null || scenario.equals("sequential")) {
            return List.of();
        }
        String title;
        CompactTable table;
        if (scenario.equals("fan-out")) {
            title = "Fan-out: K aggregations at once, each over its own partition, on " + pool(o.threads())
                    + " where a style needs a pool:";
            table = fanOut(results);
        } else if (scenario.equals("faults")) {
            title = "Faults (rate " + o.faultRate() + ", kinds "
                    + (o.faultKinds() == null ? Units.NOT_MEASURED : String.join(",", o.faultKinds()))
                    + "): the client's retries beside the faults the mock injected:";
            table = faults(results);
        } else {
            title = scenario.substring(0, 1).toUpperCase(Locale.ROOT) + scenario.substring(1) + " (latency "
                    + o.latencyMillis() + " ms"
                    + (scenario.equals("pipelined") ? ", work " + o.workPerOrderMicros() + " us/order" : "")
                    + "): the time beside its bounds (sequential: every delay and the work, one after the other):";
            table = bounds(results);
        }
        List<String> lines = new ArrayList<>(TextWrap.lines(title, width));
        lines.addAll(table.lines(width));
        if (scenario.equals("fan-out")) {
            BoundedFanOutTable.compact(results).ifPresent(bounded -> {
                lines.addAll(TextWrap.lines(BoundedFanOutTable.TITLE, width));
                lines.addAll(bounded.lines(width));
            });
            for (FanOutCountsTable counts : List.of(FanOutCountsTable.DEADLINES, FanOutCountsTable.FAIL_FAST)) {
                counts.compact(results).ifPresent(countsTable -> {
                    lines.addAll(TextWrap.lines(counts.title(), width));
                    lines.addAll(countsTable.lines(width));
                });
            }
        }
        return lines;
    }

    private static CompactTable fanOut(RunResults results) {
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            for (int k : results.options().concurrency()) {
                List<FanOutFigures> perRep = ScenarioTable.fanOuts(v, k);
                if (perRep.isEmpty()) {
                    continue;
                }
                rows.add(List.of(
                        CompactTable.Cell.text(v.variant() + (MockBound.marked(v, k) ? "*" : "")),
                        CompactTable.Cell.number(ScenarioTable.concurrencyCell(k, perRep)),
                        spread(perRep, FanOutFigures::aggregationsPerSecond, ScenarioTable::format),
                        spread(
                                ScenarioTable.measured(perRep, FanOutFigures::latencyP99Millis),
                                FanOutFigures::latencyP99Millis,
                                ScenarioTable::format),
                        median(perRep, FanOutFigures::maxInFlight),
                        median(perRep, FanOutFigures::peakLiveThreads),
                        spread(
                                ScenarioTable.measured(perRep, FanOutFigures::nmtThreadCommittedBytes),
                                f -> f.nmtThreadCommittedBytes() / 1e6,
                                ScenarioTable::format),
                        measuredMedian(perRep, FanOutFigures::timeToStartAllNanos, 1e9),
                        measuredMedian(perRep, FanOutFigures::heapUsedInFlightBytes, 1e6)));
            }
        }
        return new CompactTable(
                List.of(
                        "Variant",
                        "K",
                        "Aggregations/s",
                        "p99 ms",
                        "In flight",
                        "Threads",
                        "Thread MB",
                        CompactResults.header(Figure.TIME_TO_START_ALL_NANOS),
                        CompactResults.header(Figure.HEAP_USED_IN_FLIGHT_BYTES)),
                rows);
    }

    private static CompactTable bounds(RunResults results) {
        return timed(
                results,
                List.of("Sequential bound s", "Pipelined bound s", "Retries"),
                (v, figures) -> List.of(
                        median(
                                ScenarioTable.measured(figures, ScenarioFigures::sequentialBoundNanos),
                                f -> f.sequentialBoundNanos() / 1e9,
                                CompactScenarioTable::twoDecimals),
                        median(
                                ScenarioTable.measured(figures, ScenarioFigures::pipelinedBoundNanos),
                                f -> f.pipelinedBoundNanos() / 1e9,
                                CompactScenarioTable::twoDecimals),
                        median(ScenarioTable.measured(figures, ScenarioFigures::retries), ScenarioFigures::retries)));
    }

    private static CompactTable faults(RunResults results) {
        return timed(
                results,
                List.of("Retries", "Resent (JDK)", "Faults injected", "Exact"),
                (v, figures) -> List.of(
                        total(figures, ScenarioFigures::retriesByKind),
                        median(
                                ScenarioTable.measured(figures, ScenarioFigures::resentByHttpClient),
                                ScenarioFigures::resentByHttpClient),
                        total(figures, ScenarioFigures::faultsInjected),
                        CompactTable.Cell.text(
                                FaultsTable.exact(v).replace("(", "").replace(")", ""))));
    }

    /** A row per variant: its name and time, then {@code cells} of it and its repetitions' scenario figures. */
    private static CompactTable timed(
            RunResults results,
            List<String> columns,
            BiFunction<VariantResults, List<ScenarioFigures>, List<CompactTable.Cell>> cells) {
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            List<CompactTable.Cell> row = new ArrayList<>(List.of(
                    CompactTable.Cell.text(v.variant()),
                    CompactTable.Cell.of(v.figure(Figure.DURATION_NANOS), CompactScenarioTable::seconds)));
            row.addAll(cells.apply(v, ScenarioTable.figures(v)));
            rows.add(row);
        }
        List<String> header = new ArrayList<>(List.of("Variant", "Time s"));
        header.addAll(columns);
        return new CompactTable(header, rows);
    }

    private static <T> CompactTable.Cell spread(List<T> values, ToDoubleFunction<T> figure, DoubleFunction<String> f) {
        return CompactTable.Cell.of(summary(values, figure), f);
    }

    /** The median, divided by {@code divisor}, of a figure over the repetitions that measured it; n/a if none did. */
    private static <T> CompactTable.Cell measuredMedian(
            List<T> values, Function<T, ? extends Number> figure, double divisor) {
        return median(
                ScenarioTable.measured(values, figure),
                v -> figure.apply(v).doubleValue() / divisor,
                ScenarioTable::format);
    }

    private static <T> CompactTable.Cell median(List<T> values, ToDoubleFunction<T> figure) {
        return median(values, figure, ScenarioTable::format);
    }

    private static <T> CompactTable.Cell median(List<T> values, ToDoubleFunction<T> figure, DoubleFunction<String> f) {
        return CompactTable.Cell.median(summary(values, figure), f);
    }

    /** The median over the repetitions of the faults or retries of every kind. */
    private static CompactTable.Cell total(
            List<ScenarioFigures> figures, Function<ScenarioFigures, Map<String, Long>> byKind) {
        List<Map<String, Long>> measured =
                figures.stream().map(byKind).filter(Objects::nonNull).toList();
        return median(
                measured, m -> m.values().stream().mapToLong(Long::longValue).sum());
    }

    private static <T> FigureSummary summary(List<T> values, ToDoubleFunction<T> figure) {
        return FigureSummary.of(
                values.stream().map(v -> figure.applyAsDouble(v)).toList());
    }

    private static String seconds(double nanos) {
        return twoDecimals(nanos / 1e9);
    }

    private static String twoDecimals(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** The blocking styles' executor of a fan-out, in words. */
    static String pool(String threads) {
        if (threads == null) {
            return "platform threads";
        }
        return switch (threads) {
            case Knob.THREADS_SPRING_VIRTUAL -> "Spring's virtual-thread executor";
            case Knob.THREADS_PER_AGGREGATION -> "a platform thread per aggregation";
            default -> threads + " platform threads";
        };
    }
}
