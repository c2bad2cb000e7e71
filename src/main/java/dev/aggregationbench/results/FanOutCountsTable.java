package dev.aggregationbench.results;

import dev.aggregationbench.measurement.FanOutFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * What a deadline did to each fan-out ({@code --deadline-millis}): per variant and K, the aggregations that met it
 * (each checked exactly), those that timed out (never counted as correct), and the page requests the mock received
 * in the second after the fan-out returned. Each cell is the median over the repetitions that ended ok, then
 * min-max. Empty without a deadline.
 */
final class DeadlineFanOutTable {

    static final String TITLE = "Deadlines (each aggregation within D ms of the fan-out's start, in its style's idiom;"
            + " requests after: what the mock still received in the second after the caller gave up):";
    private static final List<String> HEADER = List.of("Variant", "K", "D ms", "Met", "Timed out", "Requests after");

    private DeadlineFanOutTable() {}

    /** The title and the table, in summary.md's markdown; empty without a deadline. */
    static List<String> lines(RunResults results) {
        if (!shown(results)) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(List.of("", TITLE, ScenarioTable.header(HEADER.toArray(String[]::new))));
        for (List<String> row : rows(results)) {
            lines.add(ScenarioTable.row(row.toArray(String[]::new)));
        }
        return lines;
    }

    /** The compact form for the terminal; empty without a deadline. */
    static Optional<CompactTable> compact(RunResults results) {
        if (!shown(results)) {
            return Optional.empty();
        }
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (List<String> row : rows(results)) {
            List<CompactTable.Cell> cells = new ArrayList<>(List.of(CompactTable.Cell.text(row.get(0))));
            row.subList(1, row.size()).forEach(cell -> cells.add(CompactTable.Cell.number(cell)));
            rows.add(cells);
        }
        return Optional.of(new CompactTable(HEADER, rows));
    }

    private static List<List<String>> rows(RunResults results) {
        List<List<String>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            for (int k : results.options().concurrency()) {
                List<FanOutFigures> perRep = ScenarioTable.fanOuts(v, k).stream()
                        .filter(f -> f.deadlineMillis() != null)
                        .toList();
                if (perRep.isEmpty()) {
                    continue;
                }
                rows.add(List.of(
                        v.variant(),
                        String.valueOf(k),
                        results.options().deadlineMillis(),
                        cell(perRep, FanOutFigures::metDeadline),
                        cell(perRep, FanOutFigures::timedOut),
                        cell(perRep, FanOutFigures::requestsAfterReturn)));
            }
        }
        return rows;
    }

    private static String cell(List<FanOutFigures> perRep, java.util.function.Function<FanOutFigures, Number> figure) {
        List<FanOutFigures> measured =
                perRep.stream().filter(f -> figure.apply(f) != null).toList();
        ToDoubleFunction<FanOutFigures> value = f -> figure.apply(f).doubleValue();
        return ScenarioTable.cell(measured, value);
    }

    private static boolean shown(RunResults results) {
        return results.options().deadlineMillis() != null
                && !"none".equals(results.options().deadlineMillis());
    }
}
