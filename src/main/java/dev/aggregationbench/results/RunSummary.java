package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * What the run shows, in three lines of plain words under the compact table: the time (the ranking, claiming only
 * the order the statistics support: {@link Ranking}), the memory (the live set) and what bounded the run (the mock or
 * the variants' own work: {@link MockShare}).
 */
final class RunSummary {

    /** Live sets within this factor of the smallest are alike. */
    private static final double ALIKE = 1.2;

    /** A run whose largest live set is this many times the smallest calls the larger ones out. */
    private static final double LARGER = 2.0;

    private RunSummary() {}

    static List<String> lines(RunResults results) {
        return List.of(time(results.variants()), memory(results.variants()), bound(results));
    }

    /** "Time: stream, iterator: no clear difference (0.475–0.501 s); naive slower (1.480 s)." */
    static String time(List<VariantResults> variants) {
        List<VariantResults> ranked = Ranking.ranked(variants);
        if (ranked.isEmpty()) {
            return "Time: no variant completed, nothing to compare.";
        }
        if (ranked.size() == 1) {
            return "Time: only " + ranked.getFirst().variant() + " completed (" + seconds(ranked) + ").";
        }
        if (!Ranking.spreadKnown(ranked)) {
            return "Time: one JVM for some variant, so no order can be told from noise (medians " + seconds(ranked)
                    + "); --repetitions=3 or more gives a spread.";
        }
        List<List<VariantResults>> groups = Ranking.groups(variants);
        if (groups.size() == 1) {
            return "Time: no clear difference between " + names(ranked) + " (" + seconds(ranked) + ").";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            List<VariantResults> group = groups.get(i);
            String what = i == 0
                    ? group.size() == 1 ? " fastest" : ": no clear difference"
                    : group.size() == 1 ? " slower" : " slower, no clear difference between them";
            parts.add(names(group) + what + " (" + seconds(group) + ")");
        }
        return "Time: " + String.join("; ", parts) + ".";
    }

    /** "Memory: naive holds 12x the live set of the others (141 MB against 11.5–11.9 MB)." */
    static String memory(List<VariantResults> variants) {
        List<VariantResults> measured = variants.stream()
                .filter(v -> !WorkerResult.isControl(v.variant()))
                .filter(v -> liveSet(v) != null)
                .sorted(Comparator.comparingDouble(RunSummary::liveSet))
                .toList();
        if (measured.isEmpty()) {
            return Ranking.ranked(variants).isEmpty()
                    ? "Memory: no variant completed."
                    : "Memory: no GC ran during the measured passes, so no live set was measured.";
        }
        double smallest = liveSet(measured.getFirst());
        List<VariantResults> alike =
                measured.stream().filter(v -> liveSet(v) <= ALIKE * smallest).toList();
        List<VariantResults> larger = measured.stream()
                .filter(v -> liveSet(v) > ALIKE * smallest)
                .sorted(Comparator.comparingDouble(RunSummary::liveSet).reversed())
                .toList();
        double largest = liveSet(measured.getLast());
        if (largest <= ALIKE * smallest) {
            return "Memory: the live sets are alike (" + megabytes(smallest, largest) + ").";
        }
        if (largest < LARGER * smallest) {
            return "Memory: the live sets are within " + times(largest / smallest) + " of each other ("
                    + megabytes(smallest, largest) + ").";
        }
        double alikeMost = liveSet(alike.getLast());
        String alikeRange = megabytes(smallest, alikeMost);
        if (larger.size() == 1) {
            VariantResults big = larger.getFirst();
            return "Memory: " + big.variant() + " holds " + times(liveSet(big) / alikeMost) + " the live set of the "
                    + (alike.size() == 1 ? alike.getFirst().variant() : "others") + " ("
                    + FigureUnit.MEGABYTES.format(liveSet(big)) + " against " + alikeRange + ").";
        }
        List<String> others = larger.stream()
                .map(v -> v.variant() + " " + times(liveSet(v) / alikeMost))
                .toList();
        return "Memory: " + names(alike) + " hold" + (alike.size() == 1 ? "s" : "") + " the smallest live set ("
                + alikeRange + "); " + String.join(", ", others) + " that.";
    }

    /**
     * "Bound: the mock. The fastest variant, stream, waited for the mock 25.0% of its pass (goal: at most 20%)."; with
     * latency added on purpose and the share above the goal: "Bound: the mock (its wait includes the latency added on
     * purpose, 100 ms a page, --latency-millis). ..."; the share cannot tell that latency from the mock's own pace.
     */
    static String bound(RunResults results) {
        MockShare m = results.mockShare();
        String marked = MockBound.anyMarked(results)
                ? " Rows marked * got " + Math.round(MockBound.SHARE * 100)
                        + "% or more of the mock's measured capacity: the mock set their pace."
                : "";
        if (m == null || m.fastestVariant() == null) {
            return "Bound: n/a (the mock did not report its CPU time, or no variant completed)." + marked;
        }
        String fastest = "The fastest variant, " + m.fastestVariant() + ", " + MockShareText.share(m);
        String goal = String.format(Locale.ROOT, "%.0f%%", 100 * MockShare.GOAL);
        boolean estimated = m.method() == MockShare.Method.ESTIMATE;
        String latencyMillis = results.options().latencyMillis();
        boolean latency = latencyMillis != null && !latencyMillis.matches("0*(\\.0*)?|auto");
        // docs/glossary.md's words: latency is the delay the mock adds to each page, here added on purpose
        String added = "Bound: the latency added on purpose (" + latencyMillis + " ms a page, --latency-millis)";
        if (estimated && latency && m.verdict() != MockShare.Verdict.ABOVE) {
            return added + ", as the scenario means; the mock's own work, estimated, is "
                    + String.format(Locale.ROOT, "%.1f%%", 100 * m.share()) + " of the fastest pass ("
                    + m.fastestVariant() + ")." + marked;
        }
        String how = " (" + (estimated ? "estimated; " : "") + "goal: at most " + goal + ").";
        if (latency && m.verdict() == MockShare.Verdict.ABOVE) {
            // the wait cannot tell the added latency from the mock's own pace: name the mock, the latency within it
            return "Bound: the mock (its wait includes the latency added on purpose, " + latencyMillis
                    + " ms a page, --latency-millis). " + fastest + how + marked;
        }
        return switch (m.verdict()) {
                    case ABOVE -> "Bound: the mock. " + fastest + how;
                    case WITHIN -> "Bound: the variants' own work. " + fastest + how;
                    case UNRESOLVED -> "Bound: not resolved. " + fastest + ": at the " + goal + " goal.";
                }
                + marked;
    }

    private static Double liveSet(VariantResults v) {
        return v.status() == RepetitionStatus.OK
                ? v.figure(Figure.LIVE_HEAP_AFTER_GC_BYTES).median()
                : null;
    }

    private static String names(List<VariantResults> variants) {
        return String.join(", ", variants.stream().map(VariantResults::variant).toList());
    }

    /** The medians' range in seconds: "0.475 s" for one, "0.475–0.545 s" for several. */
    private static String seconds(List<VariantResults> variants) {
        double first = variants.getFirst().figure(Figure.DURATION_NANOS).median();
        double last = variants.getLast().figure(Figure.DURATION_NANOS).median();
        return variants.size() == 1 || first == last
                ? FigureUnit.SECONDS.format(first)
                : String.format(Locale.ROOT, "%.3f–%.3f s", first / 1e9, last / 1e9);
    }

    private static String megabytes(double least, double most) {
        return FigureUnit.MEGABYTES.format(least).equals(FigureUnit.MEGABYTES.format(most))
                ? FigureUnit.MEGABYTES.format(least)
                : Units.bare(Figure.LIVE_HEAP_AFTER_GC_BYTES, least) + "–" + FigureUnit.MEGABYTES.format(most);
    }

    private static String times(double ratio) {
        return String.format(Locale.ROOT, ratio >= 10 ? "%.0fx" : "%.1fx", ratio);
    }
}
