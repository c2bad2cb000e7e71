package dev.aggregationbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * A table of one line per row that fits a width: columns aligned by spaces, no borders. A cell is the median with its
 * spread ("0.475 ±4%": the JVM farthest from the median, in percent of it); when the table is wider than the width
 * the spreads are left out, and when it still is, each row wraps (a terminal narrower than the medians).
 *
 * @param headers one per column
 * @param rows    one list of cells per row, as many as headers
 */
record CompactTable(List<String> headers, List<List<Cell>> rows) {

    /** Columns between cells. */
    private static final String GAP = "  ";

    /**
     * One cell: with its spread, and the median alone.
     *
     * @param left whether it is aligned left (names and words; numbers right)
     */
    record Cell(String withSpread, String median, boolean left) {

        /** A word or name, aligned left. */
        static Cell text(String text) {
            return new Cell(text, text, true);
        }

        /** A number without a spread (a count, a bound), aligned right. */
        static Cell number(String text) {
            return new Cell(text, text, false);
        }

        /** The median of the summary and its spread; "n/a" when not measured, no spread from one value. */
        static Cell of(FigureSummary s, DoubleFunction<String> format) {
            if (s == null || s.median() == null) {
                return number(Units.NOT_MEASURED);
            }
            String median = format.apply(s.median());
            if (s.n() < 2) {
                return number(median);
            }
            if (s.median() == 0) {
                return s.max() == 0
                        ? number(median)
                        : new Cell(
                                median + " (" + format.apply(s.min()) + "–" + format.apply(s.max()) + ")",
                                median,
                                false);
            }
            double farthest = Math.max(s.max() - s.median(), s.median() - s.min()) / Math.abs(s.median());
            return new Cell(median + " ±" + String.format(Locale.ROOT, "%.0f%%", 100 * farthest), median, false);
        }

        /** The median alone of the summary. */
        static Cell median(FigureSummary s, DoubleFunction<String> format) {
            return s == null || s.median() == null ? number(Units.NOT_MEASURED) : number(format.apply(s.median()));
        }
    }

    /** The lines of the table, header first, none wider than {@code width} (rows wrap only when even medians do not fit). */
    List<String> lines(int width) {
        List<String> withSpread = render(true);
        if (widest(withSpread) <= width) {
            return withSpread;
        }
        List<String> medians = render(false);
        if (widest(medians) <= width) {
            return medians;
        }
        List<String> wrapped = new ArrayList<>();
        for (String line : medians) {
            wrapped.addAll(TextWrap.lines(line, width));
        }
        return wrapped;
    }

    private List<String> render(boolean spread) {
        List<List<String>> cells = new ArrayList<>();
        for (List<Cell> row : rows) {
            cells.add(
                    row.stream().map(c -> spread ? c.withSpread() : c.median()).toList());
        }
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = TextWrap.columns(headers.get(i));
            for (List<String> row : cells) {
                widths[i] = Math.max(widths[i], TextWrap.columns(row.get(i)));
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add(line(
                headers, widths, i -> rows.isEmpty() || rows.getFirst().get(i).left()));
        for (int r = 0; r < rows.size(); r++) {
            List<Cell> row = rows.get(r);
            lines.add(line(cells.get(r), widths, i -> row.get(i).left()));
        }
        return lines;
    }

    private static String line(List<String> cells, int[] widths, java.util.function.IntPredicate left) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - TextWrap.columns(cell));
            if (i > 0) {
                line.append(GAP);
            }
            line.append(left.test(i) ? cell + pad : pad + cell);
        }
        return line.toString().stripTrailing();
    }

    private static int widest(List<String> lines) {
        return lines.stream().mapToInt(TextWrap::columns).max().orElse(0);
    }
}
