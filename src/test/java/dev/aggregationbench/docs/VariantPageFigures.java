package dev.aggregationbench.docs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes the figures of the variant pages (docs/variants/*.md, "What the committed run shows") from a committed
 * results.json: for the variant and the rows beside it, each figure as the median (min–max) over the JVMs that ended
 * ok, read from each JVM's worker document (steady = the measured pass, cold = the first warm-up pass); and, from
 * {@link YoungCollections}, the young collections of named JVMs' measured passes. Nothing in these tables is typed
 * by hand; {@link VariantPageFiguresTest} checks that every page holds what this prints.
 * Run: {@code java -cp <test class path> dev.aggregationbench.docs.VariantPageFigures [docs/results/<run>/results.json]}.
 */
public final class VariantPageFigures {

    /** The run the variant pages cite: the headline run of 2026-11-26, afternoon (commit ee2ee0f). */
    static final Path RUN = Path.of("docs/results/2026-11-26-headline-afternoon/results.json");

    /** The morning's headline run (commit 0e4a85b), of the old naive that also bound each body; its page keeps them. */
    static final Path OLD_NAIVE_RUN = Path.of("docs/results/2026-11-26-sequential-500k/results.json");

    private record Figure(String label, ToDoubleFunction<JsonNode> value, Unit unit) {}

    enum Unit {
        SECONDS,
        MEGABYTES,
        BYTES,
        COUNT,
        MILLIS
    }

    private static final List<Figure> FIGURES = List.of(
            new Figure(
                    "steady time (measured pass)",
                    w -> steady(w).path("time").path("durationNanos").asDouble() / 1e9,
                    Unit.SECONDS),
            new Figure(
                    "steady CPU time",
                    w -> steady(w).path("time").path("processCpuTimeNanos").asDouble() / 1e9,
                    Unit.SECONDS),
            new Figure(
                    "cold time (first pass)", w -> cold(w).path("durationNanos").asDouble() / 1e9, Unit.SECONDS),
            new Figure("warm-up passes until steady", VariantPageFigures::warmupPasses, Unit.COUNT),
            new Figure(
                    "live set after GC (max)",
                    w -> steady(w).path("heap").path("maxLiveSetAfterGcBytes").asDouble() / 1e6,
                    Unit.MEGABYTES),
            new Figure(
                    "peak heap (sum of pool peaks)",
                    w -> steady(w).path("heap").path("sumOfPoolPeaksBytes").asDouble() / 1e6,
                    Unit.MEGABYTES),
            new Figure(
                    "allocated per order, steady",
                    w -> steady(w).path("allocation").path("bytesPerOrder").asDouble(),
                    Unit.BYTES),
            new Figure(
                    "allocated per order, cold",
                    w -> cold(w).path("allocatedBytes").asDouble()
                            / cold(w).path("ordersFetched").asDouble(),
                    Unit.BYTES),
            new Figure(
                    "GC pauses (stop-the-world)",
                    w -> steady(w).path("gc").path("pauseCount").asDouble(),
                    Unit.COUNT),
            new Figure(
                    "GC pause time",
                    w -> steady(w).path("gc").path("pauseTimeMillis").asDouble(),
                    Unit.MILLIS),
            new Figure(
                    "peak RSS",
                    w -> steady(w).path("process").path("peakRssBytes").asDouble() / 1e6,
                    Unit.MEGABYTES));

    private VariantPageFigures() {}

    public static void main(String[] args) {
        JsonNode run = read(args.length > 0 ? Path.of(args[0]) : RUN);
        for (JsonNode variant : run.path("variants")) {
            String id = variant.path("variant").asString();
            if (!isControl(id)) {
                System.out.println("### " + id);
                System.out.println(table(run, id));
            }
        }
        System.out.println("### naive and iterator, young collections of the measured pass");
        System.out.println(YoungCollections.table(run, "naive-1", "naive-2", "naive-3", "iterator-1"));
        System.out.println("### the worker JVMs' own heap before any pass");
        System.out.println(YoungCollections.baselineHeap(run));
        JsonNode old = read(OLD_NAIVE_RUN);
        System.out.println("### " + OLD_NAIVE_RUN + ": the old naive, JVM 1, young collections of the measured pass");
        System.out.println(YoungCollections.table(old, "naive-1"));
        System.out.println(YoungCollections.naiveGcChart(old, 1));
    }

    /** The rows a variant page shows beside its variant: naive also beside iterator and the binding row. */
    static List<String> beside(String variant) {
        return variant.equals("naive") ? List.of("iterator", "binding", "transport") : List.of("transport");
    }

    private static boolean isControl(String id) {
        return id.equals("transport") || id.equals("binding");
    }

    static JsonNode read(Path results) {
        return JsonMapper.builder().build().readTree(results.toFile());
    }

    /** The Markdown table for one variant beside the rows {@link #beside} names, of the same run. */
    static String table(JsonNode run, String variant) {
        List<String> rows = new ArrayList<>(List.of(variant));
        rows.addAll(beside(variant));
        List<List<JsonNode>> workers = rows.stream().map(r -> workers(run, r)).toList();
        StringBuilder table = new StringBuilder();
        table.append("| Figure, median (min–max) of ")
                .append(workers.getFirst().size())
                .append(" JVMs");
        for (String row : rows) {
            table.append(" | ").append(isControl(row) ? row + " row" : row);
        }
        table.append(" |\n|---").append("|---".repeat(rows.size())).append("|\n");
        for (Figure figure : FIGURES) {
            table.append("| ").append(figure.label());
            for (List<JsonNode> jvms : workers) {
                table.append(" | ").append(cell(jvms, figure));
            }
            table.append(" |\n");
        }
        return table.toString();
    }

    static List<JsonNode> workers(JsonNode run, String variant) {
        List<JsonNode> workers = new ArrayList<>();
        for (JsonNode v : run.path("variants")) {
            if (v.path("variant").asString().equals(variant)) {
                for (JsonNode repetition : v.path("repetitions")) {
                    if (repetition.path("status").asString().equals("ok")) {
                        workers.add(repetition.path("worker"));
                    }
                }
            }
        }
        if (workers.isEmpty()) {
            throw new IllegalArgumentException("no JVM of " + variant + " ended ok");
        }
        return workers;
    }

    /** A JVM's measured pass (the steady one) in its worker document. */
    static JsonNode steady(JsonNode worker) {
        return worker.path("passes").path(0);
    }

    private static JsonNode cold(JsonNode worker) {
        return worker.path("warmups").path(0);
    }

    /** The warm-up passes a JVM ran: {@code warmupEnd.passesUsed}, {@code steadyState.passesUsed} in older ones. */
    private static double warmupPasses(JsonNode worker) {
        JsonNode end = worker.path("warmupEnd");
        return (end.isMissingNode() ? worker.path("steadyState") : end)
                .path("passesUsed")
                .asDouble();
    }

    private static String cell(List<JsonNode> workers, Figure figure) {
        List<Double> values = workers.stream()
                .map(figure.value()::applyAsDouble)
                .sorted(Comparator.naturalOrder())
                .toList();
        double median = values.size() % 2 == 1
                ? values.get(values.size() / 2)
                : (values.get(values.size() / 2 - 1) + values.get(values.size() / 2)) / 2;
        String unit =
                switch (figure.unit()) {
                    case SECONDS -> " s";
                    case MEGABYTES -> " MB";
                    case BYTES -> " B";
                    case COUNT -> "";
                    case MILLIS -> " ms";
                };
        return format(median, figure.unit()) + unit + " (" + format(values.getFirst(), figure.unit()) + "–"
                + format(values.getLast(), figure.unit()) + ")";
    }

    static String format(double value, Unit unit) {
        return switch (unit) {
            case SECONDS -> String.format(Locale.ROOT, "%.3f", value);
            case MEGABYTES ->
                value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
            case BYTES, COUNT, MILLIS -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }
}
