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
 * Writes the figures table of a variant page (docs/variants/*.md, "What the committed run shows") from a committed
 * results.json: for the variant and for the transport row, each figure as the median (min–max) over the JVMs that
 * ended ok, read from each JVM's worker document (steady = the measured pass, cold = the first warm-up pass). Nothing
 * in the table is typed by hand; {@link VariantPageFiguresTest} checks that every page holds what this prints.
 * Run: {@code java -cp <test class path> dev.aggregationbench.docs.VariantPageFigures docs/results/<run>/results.json}.
 */
public final class VariantPageFigures {

    /** The run the variant pages cite (the headline run of 2026-11-26, commit 0e4a85b). */
    static final Path RUN = Path.of("docs/results/2026-11-26-sequential-500k/results.json");

    private record Figure(String label, ToDoubleFunction<JsonNode> value, Unit unit) {}

    private enum Unit {
        SECONDS,
        MEGABYTES,
        BYTES,
        COUNT,
        MILLIS
    }

    private static final List<Figure> FIGURES = List.of(
            new Figure(
                    "steady duration (measured pass)",
                    w -> steady(w).path("time").path("durationNanos").asDouble() / 1e9,
                    Unit.SECONDS),
            new Figure(
                    "steady CPU time",
                    w -> steady(w).path("time").path("processCpuTimeNanos").asDouble() / 1e9,
                    Unit.SECONDS),
            new Figure(
                    "cold duration (first pass)",
                    w -> cold(w).path("durationNanos").asDouble() / 1e9,
                    Unit.SECONDS),
            new Figure(
                    "passes until steady (JIT quiet)",
                    w -> w.path("steadyState").path("passesUsed").asDouble(),
                    Unit.COUNT),
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
            if (!variant.path("variant").asString().equals("transport")) {
                System.out.println("### " + variant.path("variant").asString());
                System.out.println(table(run, variant.path("variant").asString()));
            }
        }
        System.out.println("### naive, JVM 1, young collections of the measured pass");
        System.out.println(naiveGcChart(run, 1));
    }

    /**
     * The Mermaid chart of naive's young collections in one JVM's measured pass: each young pause (bars) and the
     * heap in use right after it (line), from {@code passes[0].gc.events} of that JVM's worker document.
     */
    static String naiveGcChart(JsonNode run, int repetition) {
        JsonNode worker = workers(run, "naive").get(repetition - 1);
        List<String> numbers = new ArrayList<>();
        List<String> pauses = new ArrayList<>();
        List<String> heapAfter = new ArrayList<>();
        double highest = 0;
        for (JsonNode event : steady(worker).path("gc").path("events")) {
            if (event.path("collector").asString().equals("G1 Young Generation")) {
                numbers.add(String.valueOf(numbers.size() + 1));
                pauses.add(String.valueOf(event.path("durationMillis").asLong()));
                double megabytes = event.path("heapAfterBytes").asDouble() / 1e6;
                heapAfter.add(String.format(Locale.ROOT, "%.1f", megabytes));
                highest = Math.max(
                        highest,
                        Math.max(megabytes, event.path("durationMillis").asDouble()));
            }
        }
        return "```mermaid\nxychart-beta\n    title \"naive, JVM " + repetition
                + ": young pauses flat while the heap after GC grows\"\n    x-axis \"young collection\" "
                + numbers + "\n    y-axis \"ms (bars) / MB (line)\" 0 --> " + (int) (Math.ceil(highest / 20) * 20)
                + "\n    bar " + pauses + "\n    line " + heapAfter + "\n```\n";
    }

    static JsonNode read(Path results) {
        return JsonMapper.builder().build().readTree(results.toFile());
    }

    /** The Markdown table for one variant beside the transport row of the same run. */
    static String table(JsonNode run, String variant) {
        List<JsonNode> workers = workers(run, variant);
        List<JsonNode> transport = workers(run, "transport");
        StringBuilder table = new StringBuilder();
        table.append("| Figure, median (min–max) of ")
                .append(workers.size())
                .append(" JVMs | ")
                .append(variant)
                .append(" | transport row |\n|---|---|---|\n");
        for (Figure figure : FIGURES) {
            table.append("| ")
                    .append(figure.label())
                    .append(" | ")
                    .append(cell(workers, figure))
                    .append(" | ")
                    .append(cell(transport, figure))
                    .append(" |\n");
        }
        return table.toString();
    }

    private static List<JsonNode> workers(JsonNode run, String variant) {
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

    private static JsonNode steady(JsonNode worker) {
        return worker.path("passes").path(0);
    }

    private static JsonNode cold(JsonNode worker) {
        return worker.path("warmups").path(0);
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

    private static String format(double value, Unit unit) {
        return switch (unit) {
            case SECONDS -> String.format(Locale.ROOT, "%.3f", value);
            case MEGABYTES ->
                value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
            case BYTES, COUNT, MILLIS -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }
}
