package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.FanOutFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The fan-out's bounded and unbounded forms side by side ({@code --max-in-flight}), and what a limited API
 * ({@code --api-max-in-flight}) cost each: per variant, K and bound M, the aggregations per second, the p99
 * latency, the 429s the mock answered and the retries the client made. Each cell is the median over the repetitions
 * that ended ok, then min-max. Empty when no fan-out was bounded and the API limited nothing.
 */
final class BoundedFanOutTable {

    static final String UNBOUNDED = "none";
    static final String TITLE = "Bounded (at most M at once, each style in its own idiom) and unbounded (M none), "
            + "with the 429s of a limited API and the client's retries:";

    private BoundedFanOutTable() {}

    /** The title and the table, in summary.md's markdown; empty when there is nothing to compare. */
    static List<String> lines(RunResults results) {
        if (!shown(results)) {
            return List.of();
        }
        List<String> bounds = bounds(results);
        boolean limitedApi = limitedApi(results);
        List<String> lines = new ArrayList<>(List.of(
                "",
                TITLE + " the API admits " + (limitedApi ? results.options().apiMaxInFlight() : "any number")
                        + " at once.",
                ScenarioTable.header("Variant", "K", "M", "Aggregations/s", "p99 latency ms", "429s", "Retries")));
        for (VariantResults v : results.variants()) {
            for (int k : results.options().concurrency()) {
                for (String bound : bounds) {
                    List<FanOutFigures> perRep = fanOuts(v, k, bound);
                    if (perRep.isEmpty()) {
                        continue;
                    }
                    lines.add(ScenarioTable.row(
                            v.variant(),
                            String.valueOf(k),
                            bound,
                            ScenarioTable.cell(perRep, FanOutFigures::aggregationsPerSecond),
                            ScenarioTable.measuredCell(perRep, FanOutFigures::latencyP99Millis),
                            ScenarioTable.cell(
                                    ScenarioTable.measured(perRep, FanOutFigures::throttledRequests),
                                    FanOutFigures::throttledRequests),
                            ScenarioTable.cell(
                                    ScenarioTable.measured(perRep, FanOutFigures::retries), FanOutFigures::retries)));
                }
            }
        }
        return lines;
    }

    /** The compact form for the terminal: medians only; empty when there is nothing to compare. */
    static Optional<CompactTable> compact(RunResults results) {
        if (!shown(results)) {
            return Optional.empty();
        }
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            for (int k : results.options().concurrency()) {
                for (String bound : bounds(results)) {
                    List<FanOutFigures> perRep = fanOuts(v, k, bound);
                    if (perRep.isEmpty()) {
                        continue;
                    }
                    rows.add(List.of(
                            CompactTable.Cell.text(v.variant()),
                            CompactTable.Cell.number(String.valueOf(k)),
                            CompactTable.Cell.number(bound),
                            number(perRep, FanOutFigures::aggregationsPerSecond),
                            CompactTable.Cell.number(
                                    ScenarioTable.measuredCell(perRep, FanOutFigures::latencyP99Millis)),
                            number(
                                    ScenarioTable.measured(perRep, FanOutFigures::throttledRequests),
                                    FanOutFigures::throttledRequests),
                            number(ScenarioTable.measured(perRep, FanOutFigures::retries), FanOutFigures::retries)));
                }
            }
        }
        return Optional.of(
                new CompactTable(List.of("Variant", "K", "M", "Aggregations/s", "p99 ms", "429s", "Retries"), rows));
    }

    private static <T> CompactTable.Cell number(List<T> values, ToDoubleFunction<T> figure) {
        return CompactTable.Cell.number(ScenarioTable.cell(values, figure));
    }

    private static boolean shown(RunResults results) {
        return !bounds(results).equals(List.of(UNBOUNDED)) || limitedApi(results);
    }

    private static List<String> bounds(RunResults results) {
        return results.options().maxInFlight() == null
                ? List.of(UNBOUNDED)
                : results.options().maxInFlight();
    }

    private static boolean limitedApi(RunResults results) {
        return results.options().apiMaxInFlight() != null
                && !UNBOUNDED.equals(results.options().apiMaxInFlight());
    }

    /** The fan-outs of {@code v} at K with bound {@code bound} ({@value #UNBOUNDED} or M), one per repetition. */
    static List<FanOutFigures> fanOuts(VariantResults v, int k, String bound) {
        return ScenarioTable.figures(v).stream()
                .filter(f -> f.fanOut() != null)
                .flatMap(f -> f.fanOut().stream())
                .filter(f -> f.concurrency() == k)
                .filter(f -> Objects.equals(
                        bound,
                        f.inFlightLimit() == null
                                ? UNBOUNDED
                                : f.inFlightLimit().toString()))
                .toList();
    }
}
