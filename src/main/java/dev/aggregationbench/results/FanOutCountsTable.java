package dev.aggregationbench.results;

import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.workerdoc.FanOutFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A fan-out form's counts, one row per variant and K: what a deadline did ({@link #DEADLINES}: met, timed out,
 * requests after it) or what fail-fast did ({@link #FAIL_FAST}: failed, cancelled, requests after the first failure,
 * the time until the client was quiet). Each cell is the median over the repetitions that ended ok that have the
 * figure, then min-max; n/a when none has it (never 0). Empty when the run did not ask for the form; without rows
 * when no fan-out of the run recorded it.
 *
 * @param settings the run's own values shown after K (the deadline D), from its options
 * @param recorded whether a fan-out recorded this form's counts
 */
record FanOutCountsTable(
        String title,
        List<String> header,
        Predicate<RunOptions> shownFor,
        Function<RunOptions, List<String>> settings,
        Predicate<FanOutFigures> recorded,
        List<Function<FanOutFigures, ? extends Number>> figures) {

    static final FanOutCountsTable DEADLINES = new FanOutCountsTable(
            "Deadlines (each aggregation within D ms of the fan-out's start, in its style's idiom; requests after: page"
                    + " requests that reached the mock after their aggregation's deadline):",
            List.of("Variant", "K", "D ms", "Met", "Timed out", "Requests after"),
            options -> options.deadlineMillis() != null && !"none".equals(options.deadlineMillis()),
            options -> List.of(options.deadlineMillis()),
            f -> f.deadlineMillis() != null,
            List.of(FanOutFigures::metDeadline, FanOutFigures::timedOut, FanOutFigures::requestsAfterDeadline));

    static final FanOutCountsTable FAIL_FAST = new FanOutCountsTable(
            "Fail-fast (the first failed aggregation cancels the rest, in its style's idiom; requests after: page "
                    + "requests the client sent after the first failure; quiet after: from it to the client's last "
                    + "request or answer):",
            List.of("Variant", "K", "Failed", "Cancelled", "Requests after", "Quiet after ms"),
            RunOptions::failingFast,
            options -> List.of(),
            f -> f.failed() != null,
            List.of(
                    FanOutFigures::failed,
                    FanOutFigures::cancelled,
                    FanOutFigures::requestsAfterFirstFailure,
                    FanOutFigures::quietAfterFirstFailureMillis));

    /** The title and the table, in summary.md's markdown; empty when the run did not ask for this form. */
    List<String> lines(RunResults results) {
        if (!shownFor.test(results.options())) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(List.of("", title, ScenarioTable.header(header.toArray(String[]::new))));
        for (List<String> row : rows(results)) {
            lines.add(ScenarioTable.row(row.toArray(String[]::new)));
        }
        return lines;
    }

    /** The compact form for the terminal; empty when the run did not ask for this form. */
    Optional<CompactTable> compact(RunResults results) {
        if (!shownFor.test(results.options())) {
            return Optional.empty();
        }
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (List<String> row : rows(results)) {
            List<CompactTable.Cell> cells = new ArrayList<>(List.of(CompactTable.Cell.text(row.get(0))));
            row.subList(1, row.size()).forEach(cell -> cells.add(CompactTable.Cell.number(cell)));
            rows.add(cells);
        }
        return Optional.of(new CompactTable(header, rows));
    }

    private List<List<String>> rows(RunResults results) {
        List<List<String>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            for (int k : results.options().concurrency()) {
                List<FanOutFigures> perRep =
                        ScenarioTable.fanOuts(v, k).stream().filter(recorded).toList();
                if (perRep.isEmpty()) {
                    continue;
                }
                List<String> row = new ArrayList<>(List.of(v.variant(), ScenarioTable.concurrencyCell(k, perRep)));
                row.addAll(settings.apply(results.options()));
                figures.forEach(figure -> row.add(ScenarioTable.measuredCell(perRep, figure)));
                rows.add(row);
            }
        }
        return rows;
    }
}
