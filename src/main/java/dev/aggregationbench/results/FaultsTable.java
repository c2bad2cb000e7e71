package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The faults scenario's rows (part of {@link ScenarioTable}): per variant the measured time, the retries its client
 * made (counted inside the shared client, per kind), the requests the JDK HttpClient resent by itself (a reset on a
 * pooled connection before any response byte), the faults the mock injected during the same passes (per kind, from
 * the mock's own count) and whether every result was exact. Retries and faults: median over the repetitions that
 * ended ok, min-max, then the median per kind for the kinds met.
 */
final class FaultsTable {

    private FaultsTable() {}

    static List<String> lines(RunResults results) {
        List<String> lines = new ArrayList<>();
        lines.add("Scenario faults (fault rate " + results.options().faultRate() + ", kinds "
                + (results.options().faultKinds() == null
                        ? Units.NOT_MEASURED
                        : String.join(",", results.options().faultKinds()))
                + ", latency " + results.options().latencyMillis()
                + " ms): the retries each variant's client made beside the faults the mock injected in the same "
                + "passes; a reset on a pooled connection is resent by the JDK HttpClient itself, unseen by the client; "
                + "a slow page is late, not failed, and is not retried");
        lines.add(ScenarioTable.header(
                "Variant",
                "Measured s",
                "Retries made (client)",
                "Resent by the JDK HttpClient",
                "Faults injected (mock)",
                "Every result exact"));
        for (VariantResults v : results.variants()) {
            List<ScenarioFigures> figures = ScenarioTable.figures(v);
            lines.add(ScenarioTable.row(
                    v.variant(),
                    ScenarioTable.cell(v.figure(Figure.DURATION_NANOS)),
                    counts(figures, ScenarioFigures::retriesByKind),
                    ScenarioTable.cell(
                            ScenarioTable.measured(figures, ScenarioFigures::resentByHttpClient),
                            ScenarioFigures::resentByHttpClient),
                    counts(figures, ScenarioFigures::faultsInjected),
                    exact(v)));
        }
        return lines;
    }

    /** "12 (10-12): unavailable 4, connection 3, malformed 5", only the kinds met; "n/a" when not measured. */
    static String counts(List<ScenarioFigures> figures, Function<ScenarioFigures, Map<String, Long>> byKind) {
        List<Map<String, Long>> measured =
                figures.stream().map(byKind).filter(Objects::nonNull).toList();
        if (measured.isEmpty()) {
            return Units.NOT_MEASURED;
        }
        String total = ScenarioTable.cell(
                measured, m -> m.values().stream().mapToLong(Long::longValue).sum());
        Map<String, Double> medians = new LinkedHashMap<>();
        for (String kind : measured.getFirst().keySet()) {
            double median = Median.withDefaults()
                    .evaluate(measured.stream()
                            .mapToDouble(m -> m.getOrDefault(kind, 0L))
                            .toArray());
            if (median > 0) {
                medians.put(kind, median);
            }
        }
        if (medians.isEmpty()) {
            return total;
        }
        return total + ": "
                + String.join(
                        ", ",
                        medians.entrySet().stream()
                                .map(e -> e.getKey() + " " + ScenarioTable.cell(List.of(e.getValue()), d -> d))
                                .toList());
    }

    /** "yes (3/3)" when every repetition's result was exact, else "no (2/3 exact)"; "n/a" without a measured pass. */
    static String exact(VariantResults v) {
        List<Boolean> correct = v.repetitions().stream()
                .map(Repetition::measuredPass)
                .filter(Objects::nonNull)
                .map(PassResult::correct)
                .toList();
        if (correct.isEmpty()) {
            return Units.NOT_MEASURED;
        }
        long exact = correct.stream().filter(Boolean.TRUE::equals).count();
        return (exact == v.repetitions().size() ? "yes (" : "no (") + exact + "/"
                + v.repetitions().size() + (exact == v.repetitions().size() ? ")" : " exact)");
    }
}
