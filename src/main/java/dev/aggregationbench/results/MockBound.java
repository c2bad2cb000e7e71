package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.statistics.descriptive.Median;

/**
 * Marks the rows the mock, not the style, may have limited: a row whose served page rate reached {@link #SHARE} of the
 * mock's capacity measured at the same concurrency ({@link MockCapacity}). Such a row says how fast the mock is, not
 * how fast the style is; the table marks it {@value #LABEL}. Below the share the mock had headroom the row did not
 * use, so the row's pace is its own (and its client's and its latency's).
 */
public final class MockBound {

    /** 80%: closer than that to what a client that decodes nothing gets, a row has no room left to show its style. */
    public static final double SHARE = 0.8;

    public static final String LABEL = "mock-bound*";

    private MockBound() {}

    /** One {@link PageRate} per concurrency the repetitions ran (fan-out: each K; otherwise 1), in ascending order. */
    public static List<PageRate> pageRates(List<Repetition> repetitions, List<MockCapacity> capacities) {
        Map<Integer, List<Double>> rates = new TreeMap<>();
        for (Repetition repetition : repetitions) {
            PassResult pass = repetition.measuredPass();
            if (pass == null) {
                continue;
            }
            boolean ok = repetition.status() == RepetitionStatus.OK;
            ScenarioFigures scenario = repetition.worker().scenario();
            if (scenario != null && scenario.fanOut() != null) {
                for (FanOutFigures fanOut : scenario.fanOut()) {
                    rates.computeIfAbsent(fanOut.concurrency(), k -> new ArrayList<>());
                    if (ok) {
                        rates.get(fanOut.concurrency()).add(fanOut.pagesPerSecond());
                    }
                }
            } else {
                rates.computeIfAbsent(1, k -> new ArrayList<>());
                if (ok && pass.time() != null && pass.time().durationNanos() > 0) {
                    rates.get(1).add(pass.pagesFetched() * 1e9 / pass.time().durationNanos());
                }
            }
        }
        List<PageRate> pageRates = new ArrayList<>();
        rates.forEach((concurrency, values) -> pageRates.add(pageRate(
                concurrency,
                values.isEmpty()
                        ? null
                        : Median.withDefaults()
                                .evaluate(values.stream().mapToDouble(d -> d).toArray()),
                capacityAt(capacities, concurrency))));
        return pageRates;
    }

    /** A row's rate against the capacity at its concurrency; either may be null (not measured). */
    public static PageRate pageRate(int concurrency, Double pagesPerSecond, Double capacityPagesPerSecond) {
        if (pagesPerSecond == null || capacityPagesPerSecond == null || capacityPagesPerSecond <= 0) {
            return new PageRate(concurrency, pagesPerSecond, capacityPagesPerSecond, null, null);
        }
        double share = pagesPerSecond / capacityPagesPerSecond;
        return new PageRate(concurrency, pagesPerSecond, capacityPagesPerSecond, share, share >= SHARE);
    }

    /** Whether the row at this concurrency is marked; false when not measured or below the share. */
    public static boolean marked(VariantResults variant, int concurrency) {
        return variant.pageRates() != null
                && variant.pageRates().stream()
                        .anyMatch(r -> r.concurrency() == concurrency && Boolean.TRUE.equals(r.mockBound()));
    }

    /** Whether the row's single walk is marked (the main table's Result cell); fan-out rows are marked per K. */
    public static boolean walkMarked(VariantResults variant) {
        boolean fanOut = variant.repetitions().stream()
                .anyMatch(r -> r.worker() != null
                        && r.worker().scenario() != null
                        && r.worker().scenario().fanOut() != null);
        return !fanOut && marked(variant, 1);
    }

    /** Whether any row of the run is marked. */
    public static boolean anyMarked(RunResults results) {
        return results.variants().stream()
                .anyMatch(v -> v.pageRates() != null
                        && v.pageRates().stream().anyMatch(r -> Boolean.TRUE.equals(r.mockBound())));
    }

    /** The footnote under a table with a marked row. */
    public static String footnote() {
        return "* " + LABEL.substring(0, LABEL.length() - 1) + ": this row received pages at " + Math.round(SHARE * 100)
                + "% or more of the mock's capacity at the same concurrency (measured at the run's start with a client "
                + "that decodes nothing; see Mock capacity below): the mock, not the style, may have set its pace, so "
                + "the row says how fast the mock is. Compare styles on rows without the mark.";
    }

    private static Double capacityAt(List<MockCapacity> capacities, int concurrency) {
        return capacities == null
                ? null
                : capacities.stream()
                        .filter(c -> c.concurrency() == concurrency)
                        .map(MockCapacity::pagesPerSecond)
                        .findFirst()
                        .orElse(null);
    }
}
