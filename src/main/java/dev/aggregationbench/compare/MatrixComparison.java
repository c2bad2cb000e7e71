package dev.aggregationbench.compare;

import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A matrix's cells side by side: per variant and cell the summaries of a few figures ({@link #FIGURES}), each
 * compared with the reference cell (the first) by the rule {@code compare} uses ({@link RunComparison#change}: the
 * intervals apart, Welch's t-test p &lt; 0.05, at least 5%); else "no difference resolved".
 *
 * @param cells the cells in the matrix's order, the reference first
 * @param rows  one per variant that some cell ran (the control rows left out: they aggregate nothing)
 */
public record MatrixComparison(List<Cell> cells, List<Row> rows) {

    /** The figures the matrix compares: time, allocation per order and the live set. */
    public static final List<Figure> FIGURES =
            List.of(Figure.DURATION_NANOS, Figure.ALLOCATED_BYTES_PER_ORDER, Figure.LIVE_HEAP_AFTER_GC_BYTES);

    /**
     * One cell as it ended.
     *
     * @param name      its directory under the matrix's ({@code jdk21-G1})
     * @param describe  its coordinates in words ({@code jdk 21, gc G1})
     * @param results   its results.json; null when it did not start
     * @param succeeded whether every variant ended ok, each pass exact
     * @param failure   why not; null when it succeeded
     */
    public record Cell(String name, String describe, RunResults results, boolean succeeded, String failure) {

        Optional<VariantResults> variant(String id) {
            return results == null
                    ? Optional.empty()
                    : results.variants().stream()
                            .filter(v -> v.variant().equals(id))
                            .findFirst();
        }
    }

    /**
     * A figure of one variant in one cell, against the reference cell's.
     *
     * @param summary its summary; null when the cell did not run the variant
     * @param versus  against the reference; null in the reference cell itself
     */
    public record Reading(FigureSummary summary, Change versus) {}

    /** One variant: per cell (in {@link #cells}' order) its readings, by figure id. */
    public record Row(String variant, List<Map<String, Reading>> byCell) {}

    /** The cells compared; the first is the reference. */
    public static MatrixComparison of(List<Cell> cells) {
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a matrix has at least one cell");
        }
        Set<String> variants = new LinkedHashSet<>();
        for (Cell cell : cells) {
            if (cell.results() != null) {
                cell.results().variants().stream()
                        .map(VariantResults::variant)
                        .filter(id -> !WorkerResult.isControl(id))
                        .forEach(variants::add);
            }
        }
        Cell reference = cells.getFirst();
        List<Row> rows = new ArrayList<>();
        for (String id : variants) {
            Optional<VariantResults> before = reference.variant(id);
            List<Map<String, Reading>> byCell = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                Optional<VariantResults> now = cells.get(i).variant(id);
                Map<String, Reading> readings = new LinkedHashMap<>();
                for (Figure figure : FIGURES) {
                    FigureSummary summary = now.map(v -> v.figure(figure)).orElse(null);
                    Change versus = i == 0
                            ? null
                            : before.isPresent() && now.isPresent()
                                    ? RunComparison.change(id, figure, before.get(), now.get())
                                    : new Change(id, figure, null, null, null, null, Verdict.NOT_COMPARABLE);
                    readings.put(figure.id(), new Reading(summary, versus));
                }
                byCell.add(readings);
            }
            rows.add(new Row(id, List.copyOf(byCell)));
        }
        return new MatrixComparison(List.copyOf(cells), List.copyOf(rows));
    }

    public Cell reference() {
        return cells.getFirst();
    }

    /** Every comparison with the reference (each variant, other cell and figure). */
    public List<Change> changes() {
        List<Change> changes = new ArrayList<>();
        for (Row row : rows) {
            for (Map<String, Reading> readings : row.byCell()) {
                readings.values().stream()
                        .map(Reading::versus)
                        .filter(c -> c != null)
                        .forEach(changes::add);
            }
        }
        return changes;
    }

    /** Whether some cell measured a variant in fewer than 2 JVMs: then no difference can be resolved there. */
    public boolean oneJvmSomewhere() {
        return rows.stream()
                .flatMap(r -> r.byCell().stream())
                .map(m -> m.get(Figure.DURATION_NANOS.id()).summary())
                .anyMatch(s -> s != null && s.n() < 2);
    }
}
