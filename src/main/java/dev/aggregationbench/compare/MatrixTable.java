package dev.aggregationbench.compare;

import dev.aggregationbench.compare.MatrixComparison.Cell;
import dev.aggregationbench.compare.MatrixComparison.Reading;
import dev.aggregationbench.compare.MatrixComparison.Row;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.Conditions;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.TextWrap;
import dev.aggregationbench.results.Units;
import dev.aggregationbench.text.Echo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The matrix as the CLI prints it and summary.md holds it: a row per variant and cell with each figure's median and
 * its change against the reference cell, at most {@value #WIDTH} columns whatever the number of cells (cells are
 * rows, not columns); then the cells' JDKs and plain-word lines saying what the matrix shows.
 */
public final class MatrixTable {

    /** The widest line the table prints. */
    public static final int WIDTH = 120;

    /** What a change the repetitions do not resolve reads as. */
    public static final String NOT_RESOLVED = "≈ not resolved";

    static final int CELL_WIDTH = 22;

    /** Variant, cell, then each figure's label (from {@link Figure}) and its change against the reference. */
    private static final String[] HEADINGS = Stream.concat(
                    Stream.of("Variant", "Cell"),
                    MatrixComparison.FIGURES.stream()
                            .flatMap(figure -> Stream.of(figure.definition().label(), "vs ref")))
            .toArray(String[]::new);

    private MatrixTable() {}

    /** The table, then the lines under it; every line at most {@value #WIDTH} characters. */
    public static String render(MatrixComparison matrix) {
        List<String[]> lines = new ArrayList<>();
        lines.add(HEADINGS);
        for (Row row : matrix.rows()) {
            for (int i = 0; i < matrix.cells().size(); i++) {
                Cell cell = matrix.cells().get(i);
                Map<String, Reading> readings = row.byCell().get(i);
                List<String> line = new ArrayList<>(List.of(i == 0 ? row.variant() : "", name(cell, i)));
                for (Figure figure : MatrixComparison.FIGURES) {
                    Reading r = readings.get(figure.id());
                    line.add(Units.of(
                            figure, r.summary() == null ? null : r.summary().median()));
                    line.add(i == 0 ? "ref" : versus(r.versus()));
                }
                lines.add(line.toArray(String[]::new));
            }
        }
        StringBuilder out = new StringBuilder(table(lines));
        out.append('\n');
        for (String line : words(matrix)) {
            out.append(TextWrap.wrapProse(line, WIDTH)).append('\n');
        }
        return out.toString();
    }

    /** A change in a few characters: {@code -12.3%} when resolved, {@value #NOT_RESOLVED} when not. */
    static String versus(Change change) {
        if (change == null || change.verdict() == Verdict.NOT_COMPARABLE) {
            return Units.NOT_MEASURED;
        }
        return change.verdict() == Verdict.NOT_RESOLVED ? NOT_RESOLVED : RunComparison.percent(change.changePercent());
    }

    private static String name(Cell cell, int index) {
        String name = Echo.bare(cell.name()) + (index == 0 ? " (ref)" : "");
        return name.length() <= CELL_WIDTH ? name : name.substring(0, CELL_WIDTH - 1) + "…";
    }

    private static String table(List<String[]> lines) {
        int[] widths = new int[HEADINGS.length];
        for (String[] line : lines) {
            for (int c = 0; c < line.length; c++) {
                widths[c] = Math.max(widths[c], line[c].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] line : lines) {
            StringBuilder text = new StringBuilder();
            for (int c = 0; c < line.length; c++) {
                boolean left = c < 2;
                String format = "%" + (left ? "-" : "") + widths[c] + "s";
                text.append(c == 0 ? "" : "  ").append(String.format(Locale.ROOT, format, line[c]));
            }
            out.append(text.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** What the matrix shows, in plain words: the cells, the differences resolved, what cannot be told. */
    static List<String> words(MatrixComparison matrix) {
        List<String> lines = new ArrayList<>();
        Cell reference = matrix.reference();
        lines.add("Reference: " + Echo.bare(reference.name()) + " (" + Echo.bare(reference.describe()) + "); every "
                + "other cell's figures are compared with it, variant by variant, by the rule compare uses (Welch's "
                + "t-test p < 0.05, intervals apart, at least 5%).");
        for (Cell cell : matrix.cells()) {
            lines.add(Echo.bare(cell.name()) + ": " + cellText(cell));
        }
        List<Change> changes = matrix.changes();
        List<Change> resolved = changes.stream()
                .filter(c -> c.verdict() == Verdict.REGRESSION || c.verdict() == Verdict.IMPROVEMENT)
                .toList();
        for (Row row : matrix.rows()) {
            for (int i = 1; i < matrix.cells().size(); i++) {
                List<String> parts = new ArrayList<>();
                for (Figure figure : MatrixComparison.FIGURES) {
                    Change c = row.byCell().get(i).get(figure.id()).versus();
                    if (c.verdict() == Verdict.REGRESSION || c.verdict() == Verdict.IMPROVEMENT) {
                        parts.add(figure.definition().label().toLowerCase(Locale.ROOT) + " " + more(c));
                    }
                }
                if (!parts.isEmpty()) {
                    lines.add(row.variant() + " on "
                            + Echo.bare(matrix.cells().get(i).name()) + ": " + String.join(", ", parts) + " than on "
                            + Echo.bare(reference.name()) + ".");
                }
            }
        }
        lines.add(resolved.size() + " of " + changes.size() + " comparisons with the reference resolved a difference;"
                + " the others read \"" + NOT_RESOLVED
                + "\": no difference resolved, which does not show there is none.");
        if (matrix.oneJvmSomewhere()) {
            lines.add("One JVM per variant in some cell (--repetitions=1): without a spread no difference can be "
                    + "resolved there; use --repetitions=3 or more to tell cells apart.");
        }
        return lines;
    }

    private static String more(Change c) {
        double percent = c.changePercent() == null ? 0 : c.changePercent();
        return String.format(Locale.ROOT, "%.1f%% %s", Math.abs(percent), percent >= 0 ? "more" : "less");
    }

    /** A cell's JDK (vendor and exact version, from its workers' documents), collector, isolation and ending. */
    public static String cellText(Cell cell) {
        if (cell.results() == null) {
            return "did not run: " + Echo.bare(String.valueOf(cell.failure()));
        }
        Conditions c = cell.results().conditions();
        AotCacheReport aot = c.aotCache();
        String cache = aot == null
                ? ""
                : ", AOT cache " + aot.status()
                        + (aot.inUse() || aot.note() == null
                                ? ""
                                : " (" + Echo.bare(aot.note().split(" \\(|:")[0]) + ")"); // its first clause
        return Echo.bare(c.jdk()) + ", " + Echo.bare(c.gc()) + ", " + Echo.bare(c.isolation()) + " isolation" + cache
                + "; "
                + (cell.succeeded()
                        ? "every variant ok, every pass exact"
                        : "NOT every variant ok: " + Echo.bare(String.valueOf(cell.failure())));
    }
}
