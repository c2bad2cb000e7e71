package dev.aggregationbench.docs;

import static dev.aggregationbench.docs.VariantPageFigures.format;
import static dev.aggregationbench.docs.VariantPageFigures.steady;
import static dev.aggregationbench.docs.VariantPageFigures.workers;

import dev.aggregationbench.docs.VariantPageFigures.Unit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The GC part of the variant pages' figures ({@link VariantPageFigures} prints them), from a committed results.json:
 * the young collections of named JVMs' measured passes as a table and, for naive, as a Mermaid chart; and the heap
 * the worker JVMs use before any pass.
 */
final class YoungCollections {

    private static final String YOUNG = "G1 Young Generation";

    private YoungCollections() {}

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
    static String table(JsonNode run, String... jvms) {
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

    private static List<JsonNode> young(JsonNode worker) {
        List<JsonNode> events = new ArrayList<>();
        for (JsonNode event : steady(worker).path("gc").path("events")) {
            if (event.path("collector").asString().equals(YOUNG)) {
                events.add(event);
            }
        }
        return events;
    }
}
