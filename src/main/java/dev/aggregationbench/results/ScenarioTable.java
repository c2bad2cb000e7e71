package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The scenario's own table under the main one (docs/scenarios/): for fan-out one row per variant and K (aggregations
 * per second, per-aggregation p99, most in flight, peak threads, NMT's Thread reserved and committed, the time to
 * start all K and the heap in use while they are in flight), for pipelined and latency
 * the measured time beside the sequential and pipelined bounds, for faults the retries the client made beside the
 * faults the mock injected and whether every result was exact ({@link FaultsTable}). A fan-out row whose page rate
 * reached {@link MockBound#SHARE} of the mock's capacity at its K is marked {@value MockBound#LABEL}. Each cell is the
 * median over the repetitions that ended ok, then min-max, like the main table. Empty for the sequential scenario.
 */
final class ScenarioTable {

    private ScenarioTable() {}

    public static String text(RunResults results) {
        String scenario = results.options().scenario();
        if (scenario == null || scenario.equals("sequential")) {
            return "";
        }
        List<String> lines = new ArrayList<>(List.of(""));
        if (scenario.equals("fan-out")) {
            lines.add("Fan-out (K aggregations at once, each over its own partition, every result checked exactly; "
                    + "threads = " + results.options().threads() + "):");
            lines.add(header(
                    "Variant",
                    "K",
                    "Aggregations/s",
                    "Pages/s",
                    "p99 latency ms",
                    "Most in flight",
                    "Peak threads",
                    "NMT Thread reserved MB",
                    "NMT Thread committed MB",
                    CompactResults.header(Figure.TIME_TO_START_ALL_NANOS),
                    CompactResults.header(Figure.HEAP_USED_IN_FLIGHT_BYTES)));
            for (VariantResults v : results.variants()) {
                for (int k : results.options().concurrency()) {
                    List<FanOutFigures> perRep = fanOuts(v, k);
                    if (perRep.isEmpty()) {
                        continue;
                    }
                    String variant = v.variant() + (MockBound.marked(v, k) ? " " + MockBound.LABEL : "");
                    lines.add(row(
                            variant,
                            concurrencyCell(k, perRep),
                            cell(perRep, FanOutFigures::aggregationsPerSecond),
                            cell(perRep, FanOutFigures::pagesPerSecond),
                            measuredCell(perRep, FanOutFigures::latencyP99Millis),
                            cell(perRep, FanOutFigures::maxInFlight),
                            cell(perRep, FanOutFigures::peakLiveThreads),
                            cell(
                                    measured(perRep, FanOutFigures::nmtThreadReservedBytes),
                                    f -> f.nmtThreadReservedBytes() / 1e6),
                            cell(
                                    measured(perRep, FanOutFigures::nmtThreadCommittedBytes),
                                    f -> f.nmtThreadCommittedBytes() / 1e6),
                            cell(
                                    measured(perRep, FanOutFigures::timeToStartAllNanos),
                                    f -> f.timeToStartAllNanos() / 1e9),
                            cell(
                                    measured(perRep, FanOutFigures::heapUsedInFlightBytes),
                                    f -> f.heapUsedInFlightBytes() / 1e6)));
                }
            }
            lines.addAll(ContextTable.lines(results)); // issue 25: only with a --context
            lines.addAll(BoundedFanOutTable.lines(results));
            lines.addAll(FanOutCountsTable.DEADLINES.lines(results));
            lines.addAll(FanOutCountsTable.FAIL_FAST.lines(results));
        } else if (scenario.equals("faults")) {
            lines.addAll(FaultsTable.lines(results));
        } else {
            lines.add(
                    "Scenario " + scenario + " (latency " + results.options().latencyMillis() + " ms"
                            + (scenario.equals("pipelined")
                                    ? ", work " + results.options().workPerOrderMicros() + " us/order"
                                    : "")
                            + "): measured time beside the bounds (sequential: the wait for the mock's delays + the work; n/a: not this scenario)");
            lines.add(header("Variant", "Measured s", "Sequential bound s", "Pipelined bound s", "Retries"));
            for (VariantResults v : results.variants()) {
                List<ScenarioFigures> figures = figures(v);
                lines.add(row(
                        v.variant(),
                        cell(v.figure(Figure.DURATION_NANOS)),
                        seconds(
                                measured(figures, ScenarioFigures::sequentialBoundNanos),
                                ScenarioFigures::sequentialBoundNanos),
                        seconds(
                                measured(figures, ScenarioFigures::pipelinedBoundNanos),
                                ScenarioFigures::pipelinedBoundNanos),
                        cell(measured(figures, ScenarioFigures::retries), ScenarioFigures::retries)));
            }
        }
        return String.join("\n", lines) + "\n";
    }

    /** The values whose {@code field} was measured (not null), for a median or a spread over the repetitions. */
    static <T> List<T> measured(List<T> values, Function<T, ?> field) {
        return values.stream().filter(v -> field.apply(v) != null).toList();
    }

    static List<ScenarioFigures> figures(VariantResults v) {
        return v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .map(Repetition::worker)
                .filter(Objects::nonNull)
                .map(WorkerResult::scenario)
                .filter(Objects::nonNull)
                .toList();
    }

    /**
     * The fan-out at K of each repetition: its unbounded form; where only bounded forms ran at K (a run of
     * {@code --max-in-flight=1000} alone), the one of the largest bound, so the fan-out's threads and memory still
     * show. {@link BoundedFanOutTable} compares the bounds.
     */
    static List<FanOutFigures> fanOuts(VariantResults v, int k) {
        List<FanOutFigures> atK = figures(v).stream()
                .filter(f -> f.fanOut() != null)
                .flatMap(f -> f.fanOut().stream())
                .filter(f -> f.concurrency() == k)
                .toList();
        List<FanOutFigures> unbounded =
                atK.stream().filter(f -> f.inFlightLimit() == null).toList();
        if (!unbounded.isEmpty() || atK.isEmpty()) {
            return unbounded;
        }
        int largestBound =
                atK.stream().mapToInt(FanOutFigures::inFlightLimit).max().orElseThrow();
        return atK.stream().filter(f -> f.inFlightLimit() == largestBound).toList();
    }

    /** The K column: K, and the bound M where the row is a bounded form ({@link #fanOuts}). */
    static String concurrencyCell(int k, List<FanOutFigures> perRep) {
        Integer bound = perRep.getFirst().inFlightLimit();
        return bound == null ? String.valueOf(k) : k + " (M " + bound + ")";
    }

    /** Seconds always with two decimals, so that a bound of exactly 2 s reads 2.00 beside a measured 2.24. */
    static String cell(FigureSummary summary) {
        return summary == null || summary.median() == null
                ? "n/a"
                : seconds(summary.median()) + " (" + seconds(summary.min()) + "-" + seconds(summary.max()) + ")";
    }

    private static <T> String seconds(List<T> values, ToLongFunction<T> nanos) {
        return summarise(values.stream().mapToDouble(v -> nanos.applyAsLong(v)).toArray(), ScenarioTable::seconds);
    }

    private static String seconds(double nanos) {
        return String.format(Locale.ROOT, "%.2f", nanos / 1e9);
    }

    /** A figure that may be n/a (null) in some repetitions: summarised over those that have it, "n/a" if none. */
    static <T> String measuredCell(List<T> values, java.util.function.Function<T, ? extends Number> figure) {
        return cell(
                values.stream().filter(v -> figure.apply(v) != null).toList(),
                v -> figure.apply(v).doubleValue());
    }

    static <T> String cell(List<T> values, ToDoubleFunction<T> figure) {
        return summarise(values.stream().mapToDouble(figure).toArray(), ScenarioTable::format);
    }

    private static String summarise(double[] numbers, DoubleFunction<String> format) {
        if (numbers.length == 0) {
            return "n/a";
        }
        double median = Median.withDefaults().evaluate(numbers.clone());
        double min = Arrays.stream(numbers).min().orElseThrow();
        double max = Arrays.stream(numbers).max().orElseThrow();
        return numbers.length == 1
                ? format.apply(median)
                : format.apply(median) + " (" + format.apply(min) + "-" + format.apply(max) + ")";
    }

    static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        return Math.abs(value) >= 100
                ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.3g", value);
    }

    static String header(String... cells) {
        return row(cells) + "\n|" + "---|".repeat(cells.length);
    }

    static String row(String... cells) {
        return "| " + String.join(" | ", cells) + " |";
    }
}
