package dev.aggregationbench.results;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code results.csv}: one row per variant and repetition (fresh JVM), raw units, a column per {@link Figure}. A
 * matrix's {@code matrix.csv} has the same rows for every cell, with the cell's own columns first
 * ({@link #write(List, List, Appendable)}).
 */
public final class ResultsCsv {

    /**
     * A run's rows, each with the same values in front.
     *
     * @param leading the values of the leading columns (none in results.csv)
     */
    public record Part(List<Object> leading, RunResults results) {}

    private ResultsCsv() {}

    /** results.csv of one run. */
    public static void write(RunResults results, Appendable out) throws IOException {
        write(List.of(), List.of(new Part(List.of(), results)), out);
    }

    /** The rows of several runs, {@code leading} naming the columns in front of results.csv's. */
    public static void write(List<String> leading, List<Part> parts, Appendable out) throws IOException {
        List<String> header = new ArrayList<>(leading);
        header.addAll(List.of("runId", "variant", "repetition", "status", "exitCode", "timedOut"));
        for (Figure figure : Figure.values()) {
            header.add(figure.id());
        }
        header.addAll(List.of("isolation", "cpus", "heap", "gc", "orders", "pageSize", "message"));
        try (CSVPrinter csv = new CSVPrinter(
                out,
                CSVFormat.DEFAULT
                        .builder()
                        .setHeader(header.toArray(String[]::new))
                        .get())) {
            for (Part part : parts) {
                RunResults results = part.results();
                for (VariantResults v : results.variants()) {
                    for (Repetition r : v.repetitions()) {
                        List<Object> row = new ArrayList<>(part.leading());
                        row.addAll(row(results, v, r));
                        csv.printRecord(row);
                    }
                }
            }
        }
    }

    private static List<Object> row(RunResults results, VariantResults v, Repetition r) {
        List<Object> row = new ArrayList<>(List.of(
                results.runId(),
                v.variant(),
                r.repetition(),
                r.status().id(),
                r.exitCode() == null ? "" : r.exitCode(),
                r.timedOut()));
        for (Figure figure : Figure.values()) {
            Double value = figure.of(r.worker());
            row.add(value == null ? "" : value == Math.rint(value) ? (Object) value.longValue() : value);
        }
        Conditions c = results.conditions();
        row.addAll(List.of(
                c.isolation(),
                c.cpus(),
                c.heap(),
                c.gc(),
                c.orders(),
                c.pageSize(),
                r.message() == null ? "" : r.message()));
        return row;
    }
}
