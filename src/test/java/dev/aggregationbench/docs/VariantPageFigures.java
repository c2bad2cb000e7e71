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
 * ok, read from each JVM's worker document (steady = the measured pass, cold = the first warm-up pass); and the
 * young collections of named JVMs' measured passes. Nothing in these tables is typed by hand;
 * {@link VariantPageFiguresTest} checks that every page holds what this prints.
 * Run: {@code java -cp <test class path> dev.aggregationbench.docs.VariantPageFigures [docs/results/<run>/results.json]}.
 */
public final class VariantPageFigures {

    /** The run the variant pages cite: the headline run of 2026-11-26, afternoon (commit ee2ee0f). */
    static final Path RUN = Path.of("docs/results/2026-11-26-headline-afternoon/results.json");

    /** The morning's headline run (commit 0e4a85b), of the old naive that also bound each body; its page keeps them. */
    static final Path OLD_NAIVE_RUN = Path.of("docs/results/2026-11-26-sequential-500k/results.json");

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

    private static final String YOUNG = "G1 Young Generation";

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
        System.out.println(youngCollections(run, "naive-1", "naive-2", "naive-3", "iterator-1"));
        System.out.println("### the worker JVMs' own heap before any pass");
        System.out.println(baselineHeap(run));
        JsonNode old = read(OLD_NAIVE_RUN);
        System.out.println("### " + OLD_NAIVE_RUN + ": the old naive, JVM 1, young collections of the measured pass");
        System.out.println(youngCollections(old, "naive-1"));
        System.out.println(naiveGcChart(old, 1));
    }

    /** The rows a variant page shows beside its variant: naive also beside iterator and the binding row. */
    static List<String> beside(String variant) {
        return variant.equals("naive") ? List.of("iterator", "binding", "transport") : List.of("transport");
    }

    private static boolean isControl(String id) {
        return id.equals("transport") || id.equals("binding");
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
        for (JsonNode event : young(worker)) {
            numbers.add(String.valueOf(numbers.size() + 1));
            pauses.add(String.valueOf(event.path("durationMillis").asLong()));
            double megabytes = event.path("heapAfterBytes").asDouble() / 1e6;
            heapAfter.add(String.format(Locale.ROOT, "%.1f", megabytes));
            highest = Math.max(
                    highest, Math.max(megabytes, event.path("durationMillis").asDouble()));
        }
        return "```mermaid\nxychart-beta\n    title \"naive, JVM " + repetition
                + ": young pauses flat while the heap after GC grows\"\n    x-axis \"young collection\" "
                + numbers + "\n    y-axis \"ms (bars) / MB (line)\" 0 --> " + (int) (Math.ceil(highest / 20) * 20)
                + "\n    bar " + pauses + "\n    line " + heapAfter + "\n```\n";
    }

    /**
     * The young collections of the named JVMs' measured passes ("naive-1": the variant's first repetition), one row
     * each: when it started in the pass, its pause, and the heap in use right after it.
     */
    static String youngCollections(JsonNode run, String... jvms) {
        StringBuilder table = new StringBuilder(
                "| JVM | its measured pass | young collection | started at | pause | heap after |\n|---|---|---|---|---|---|\n");
        for (String jvm : jvms) {
            int dash = jvm.lastIndexOf('-');
            JsonNode worker = workers(run, jvm.substring(0, dash)).get(Integer.parseInt(jvm.substring(dash + 1)) - 1);
            String pass =
                    format(steady(worker).path("time").path("durationNanos").asDouble() / 1e6, Unit.MILLIS);
            int number = 0;
            for (JsonNode event : young(worker)) {
                number++;
                table.append("| ")
                        .append(number == 1 ? jvm : "")
                        .append(" | ")
                        .append(number == 1 ? pass + " ms" : "")
                        .append(" | ")
                        .append(number)
                        .append(" | ")
                        .append(format(event.path("startMillis").asDouble(), Unit.MILLIS))
                        .append(" ms | ")
                        .append(format(event.path("durationMillis").asDouble(), Unit.MILLIS))
                        .append(" ms | ")
                        .append(String.format(
                                Locale.ROOT,
                                "%.1f",
                                event.path("heapAfterBytes").asDouble() / 1e6))
                        .append(" MB |\n");
            }
        }
        return table.toString();
    }

    /** The least and the most heap in use after a GC before any pass, over every JVM of the run: "11.23–11.27 MB". */
    static String baselineHeap(JsonNode run) {
        List<Double> megabytes = new ArrayList<>();
        for (JsonNode v : run.path("variants")) {
            for (JsonNode repetition : v.path("repetitions")) {
                JsonNode baseline = repetition.path("worker").path("baselineJvm");
                if (baseline.isMissingNode()) {
                    baseline = repetition.path("worker").path("idleJvm");
                }
                megabytes.add(baseline.path("heapUsedAfterGcBytes").asDouble() / 1e6);
            }
        }
        megabytes.sort(Comparator.naturalOrder());
        return String.format(
                Locale.ROOT,
                "%.2f–%.2f MB in all %d JVMs",
                megabytes.getFirst(),
                megabytes.getLast(),
                megabytes.size());
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

    private static List<JsonNode> young(JsonNode worker) {
        List<JsonNode> events = new ArrayList<>();
        for (JsonNode event : steady(worker).path("gc").path("events")) {
            if (event.path("collector").asString().equals(YOUNG)) {
                events.add(event);
            }
        }
        return events;
    }

    private static JsonNode steady(JsonNode worker) {
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

    private static String format(double value, Unit unit) {
        return switch (unit) {
            case SECONDS -> String.format(Locale.ROOT, "%.3f", value);
            case MEGABYTES ->
                value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
            case BYTES, COUNT, MILLIS -> String.format(Locale.ROOT, "%,.0f", value);
        };
    }
}
