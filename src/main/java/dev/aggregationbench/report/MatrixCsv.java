package dev.aggregationbench.report;

import dev.aggregationbench.compare.MatrixComparison;
import dev.aggregationbench.results.ResultsCsv;
import dev.aggregationbench.results.RunResults;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code matrix.csv}: every cell's results.csv rows in one file (a row per cell, variant and repetition), each led by
 * the cell's name, its workers' JDK (vendor and exact version, as matrix.json's {@code cells[].jdk}) and its client
 * (the {@code client} knob's value); its collector is results.csv's {@code gc} column. A cell without a results.json
 * (it did not start) has no rows.
 */
final class MatrixCsv {

    static final String MATRIX_CSV = "matrix.csv";

    /** The columns in front of results.csv's. */
    static final List<String> LEADING = List.of("cell", "jdk", "client");

    private MatrixCsv() {}

    /** The cells' rows; {@code entries} in the order of {@code matrix}'s cells. */
    static void write(List<MatrixIndex.Entry> entries, MatrixComparison matrix, Appendable out) throws IOException {
        List<ResultsCsv.Part> parts = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            RunResults results = matrix.cells().get(i).results();
            if (results != null) {
                parts.add(new ResultsCsv.Part(
                        List.of(
                                entries.get(i).cell().name(),
                                Objects.requireNonNullElse(results.conditions().jdk(), ""),
                                results.options().client()),
                        results));
            }
        }
        ResultsCsv.write(LEADING, parts, out);
    }
}
