package dev.aggregationbench.results;

import java.util.ArrayList;
import java.util.List;

/**
 * What a run prints by default, for a person and to a width: one line per variant (the median with its spread for
 * time, CPU, bytes per order and live set, the GC count, the result), the scenario's own table in the same form
 * ({@link CompactScenarioTable}), three lines of plain words on what the run shows ({@link RunSummary}), the
 * conditions' warnings, where the files are, and a last line pointing to the glossary and the full tables
 * ({@link ResultsTable}: {@code --details}, summary.md). Every line fits the width.
 */
public final class CompactResults {

    /** Where the words of the output are defined. */
    public static final String GLOSSARY = "docs/glossary.md";

    private CompactResults() {}

    /**
     * @param width the columns every line fits in (a terminal's, or 120)
     * @param files where the run's files are, or {@code null} to leave that line out
     */
    public static String text(RunResults results, int width, String files) {
        List<String> lines = new ArrayList<>(table(results).lines(width));
        boolean spreads = lines.stream().anyMatch(l -> l.contains("±"));
        lines.addAll(TextWrap.lines(key(results, spreads), width));
        List<String> scenario = CompactScenarioTable.lines(results, width);
        if (!scenario.isEmpty()) {
            lines.add("");
            lines.addAll(scenario);
        }
        lines.add("");
        for (String line : RunSummary.lines(results)) {
            lines.addAll(TextWrap.lines(line, width));
        }
        for (String warning : results.conditions().warnings()) {
            lines.addAll(TextWrap.lines("WARNING: " + warning, width));
        }
        lines.add("");
        if (files != null) {
            lines.addAll(TextWrap.lines(files, width));
        }
        lines.addAll(TextWrap.lines(
                "Words: " + GLOSSARY + ". Full tables: " + ResultsFiles.SUMMARY_MD + " or --details.", width));
        return String.join("\n", lines) + "\n";
    }

    /** The main table: one row per variant (the transport row first), the figures of {@link FigurePlace#COMPACT}. */
    static CompactTable table(RunResults results) {
        List<Figure> figures = FigurePlace.COMPACT.figures();
        List<String> headers = new ArrayList<>(List.of("Variant"));
        figures.forEach(f -> headers.add(header(f)));
        headers.add("Result");
        List<List<CompactTable.Cell>> rows = new ArrayList<>();
        for (VariantResults v : results.variants()) {
            List<CompactTable.Cell> row = new ArrayList<>(List.of(CompactTable.Cell.text(v.variant())));
            figures.forEach(f -> row.add(cell(v, f)));
            row.add(CompactTable.Cell.text(result(v)));
            rows.add(row);
        }
        return new CompactTable(headers, rows);
    }

    /** The label and the unit the column's numbers are in: "Time s", "Live set MB", "GCs". */
    static String header(Figure figure) {
        String label = figure.definition().label();
        String symbol = figure.definition().unit().symbol();
        return symbol.isEmpty() ? label : label + " " + symbol;
    }

    /** The median and its spread; a count (GCs) by its median alone. */
    private static CompactTable.Cell cell(VariantResults v, Figure figure) {
        return figure.definition().unit() == FigureUnit.COUNT
                ? CompactTable.Cell.median(v.figure(figure), value -> Units.bare(figure, value))
                : CompactTable.Cell.of(v.figure(figure), value -> Units.bare(figure, value));
    }

    /**
     * "exact 3/3", "out-of-memory 1/3 ok"; for a fan-out that gave aggregations up (a deadline, fail-fast), what became
     * of them, "3/3 ok: 150 exact, 2,850 timed out" ({@link AggregationTally}); "*" when the row's walk was mock-bound.
     */
    static String result(VariantResults v) {
        long ok = v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .count();
        String mark = MockBound.walkMarked(v) ? "*" : "";
        int all = v.repetitions().size();
        if (v.status() != RepetitionStatus.OK) {
            return v.status().id() + " " + ok + "/" + all + " ok" + mark;
        }
        return AggregationTally.of(v)
                        .map(tally -> ok + "/" + all + " ok: " + tally.words())
                        .orElse("exact " + ok + "/" + all)
                + mark;
    }

    /** The line under the table: what a cell holds, and what the transport row is. */
    private static String key(RunResults results, boolean spreads) {
        int jvms = results.conditions().repetitions();
        String cell = jvms == 1
                ? "One fresh JVM per variant: no spread."
                : "Median of " + jvms + " fresh JVMs"
                        + (spreads ? ", ± the farthest from it." : " (spreads: --details).");
        boolean transport = has(results, dev.aggregationbench.workerdoc.WorkerResult.TRANSPORT);
        boolean binding = has(results, dev.aggregationbench.workerdoc.WorkerResult.BINDING);
        return cell
                + (transport ? " transport: fetch and decode every page, no aggregation." : "")
                + (binding ? " binding: read each whole page and bind it to objects, no aggregation." : "");
    }

    private static boolean has(RunResults results, String id) {
        return results.variants().stream().anyMatch(v -> v.variant().equals(id));
    }
}
