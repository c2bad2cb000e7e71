package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.statistics.inference.DataDispersion;
import org.apache.commons.statistics.inference.TTest;

/**
 * The variants by median duration, and which neighbours the run can tell apart. Two neighbours are told apart
 * ({@code <}) only when their intervals do not overlap (95% confidence intervals from 3 JVMs each, else min-max
 * ranges) and Welch's t-test on their JVMs gives p &lt; {@value #ALPHA}, the rule {@code compare} uses; else they are
 * {@code ≈}. The test matters with 2 JVMs each: two samples from one distribution give ranges that do not overlap one
 * time in three, so ranges alone would claim an order the data cannot support.
 */
public final class Ranking {

    /** The false-positive rate accepted for each pair of neighbours. */
    static final double ALPHA = 0.05;

    private Ranking() {}

    /** The variants that completed, fastest first (the control rows left out: they aggregate nothing). */
    static List<VariantResults> ranked(List<VariantResults> variants) {
        return variants.stream()
                .filter(v -> !WorkerResult.isControl(v.variant()))
                .filter(v -> v.status() == RepetitionStatus.OK
                        && v.figure(Figure.DURATION_NANOS).median() != null)
                .sorted(Comparator.comparingDouble(
                        v -> v.figure(Figure.DURATION_NANOS).median()))
                .toList();
    }

    /** Whether the run tells the two apart (the rule in this class's comment); never with one JVM on a side. */
    static boolean separated(FigureSummary a, FigureSummary b) {
        if (a.median() == null || b.median() == null || a.n() < 2 || b.n() < 2 || a.overlaps(b)) {
            return false;
        }
        Double va = a.variance();
        Double vb = b.variance();
        if (va == null || vb == null) {
            return false;
        }
        if (va == 0 && vb == 0) {
            return true; // every JVM gave the same value on each side, and the two values differ
        }
        double p = TTest.withDefaults()
                .with(DataDispersion.HETEROSCEDASTIC)
                .test(a.mean(), va, a.n(), b.mean(), vb, b.n())
                .getPValue();
        return p < ALPHA;
    }

    /**
     * The ranked variants in groups the run cannot order within: a group ends where the next variant is told apart
     * from its faster neighbour. Empty when none completed.
     */
    static List<List<VariantResults>> groups(List<VariantResults> variants) {
        List<List<VariantResults>> groups = new ArrayList<>();
        VariantResults previous = null;
        for (VariantResults v : ranked(variants)) {
            if (previous == null
                    || separated(previous.figure(Figure.DURATION_NANOS), v.figure(Figure.DURATION_NANOS))) {
                groups.add(new ArrayList<>());
            }
            groups.getLast().add(v);
            previous = v;
        }
        return groups;
    }

    /** Whether every ranked variant has a spread (2 JVMs or more): without one no order can be claimed. */
    static boolean spreadKnown(List<VariantResults> ranked) {
        return ranked.stream().allMatch(v -> v.figure(Figure.DURATION_NANOS).n() >= 2);
    }

    /** The ranking in one line, as results.json and summary.md keep it. */
    public static String of(List<VariantResults> variants) {
        List<VariantResults> ranked = ranked(variants);
        if (ranked.isEmpty()) {
            return "No variant completed: nothing to rank.";
        }
        StringBuilder line = new StringBuilder("Ranking by median duration, fastest first: ");
        boolean spreadKnown = spreadKnown(ranked);
        for (int i = 0; i < ranked.size(); i++) {
            VariantResults v = ranked.get(i);
            if (i > 0) {
                boolean apart =
                        separated(ranked.get(i - 1).figure(Figure.DURATION_NANOS), v.figure(Figure.DURATION_NANOS));
                line.append(!spreadKnown ? ", " : apart ? " < " : " ≈ ");
            }
            line.append(v.variant())
                    .append(' ')
                    .append(FigureUnit.SECONDS.format(
                            v.figure(Figure.DURATION_NANOS).median()));
        }
        if (!spreadKnown) {
            line.append(". (Only one measured JVM for some variant: without a spread no difference can be told apart "
                    + "from noise; use --repetitions=3 or more.)");
        } else {
            int n = ranked.stream()
                    .mapToInt(v -> v.figure(Figure.DURATION_NANOS).n())
                    .min()
                    .orElse(0);
            boolean anyCi = ranked.stream()
                    .allMatch(v -> v.figure(Figure.DURATION_NANOS).ciLow() != null);
            line.append(". (≈: not told apart by ")
                    .append(n)
                    .append(" JVMs per variant, which does not show there is no difference; <: the ")
                    .append(anyCi ? "95% confidence intervals" : "min-max ranges")
                    .append(" do not overlap and Welch's t-test gives p < ")
                    .append(ALPHA)
                    .append(".)");
        }
        return line.toString();
    }
}
