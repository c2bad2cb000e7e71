package dev.aggregationbench.results;

import dev.aggregationbench.measurement.WorkerResult;
import java.util.Comparator;
import java.util.List;

/**
 * One line that ranks the variants by median duration and says which neighbours it cannot tell apart: {@code ≈} when
 * their 95% confidence intervals (or, below 3 repetitions, their min-max ranges) overlap, {@code <} when not.
 */
public final class Ranking {

    private Ranking() {}

    public static String of(List<VariantResults> variants) {
        List<VariantResults> ranked = variants.stream()
                .filter(v -> !v.variant().equals(WorkerResult.TRANSPORT))
                .filter(v -> v.status() == RepetitionStatus.OK
                        && v.figure(Figure.DURATION_NANOS).median() != null)
                .sorted(Comparator.comparingDouble(
                        v -> v.figure(Figure.DURATION_NANOS).median()))
                .toList();
        if (ranked.isEmpty()) {
            return "No variant completed: nothing to rank.";
        }
        StringBuilder line = new StringBuilder("Ranking by median duration, fastest first: ");
        boolean spreadKnown =
                ranked.stream().allMatch(v -> v.figure(Figure.DURATION_NANOS).n() >= 2);
        for (int i = 0; i < ranked.size(); i++) {
            VariantResults v = ranked.get(i);
            if (i > 0) {
                boolean noise =
                        ranked.get(i - 1).figure(Figure.DURATION_NANOS).overlaps(v.figure(Figure.DURATION_NANOS));
                line.append(!spreadKnown ? ", " : noise ? " ≈ " : " < ");
            }
            line.append(v.variant())
                    .append(' ')
                    .append(Units.seconds(v.figure(Figure.DURATION_NANOS).median()));
        }
        boolean anyCi =
                ranked.stream().allMatch(v -> v.figure(Figure.DURATION_NANOS).ciLow() != null);
        if (!spreadKnown) {
            line.append(". (Only one measured JVM for some variant: without a spread no difference can be told apart "
                    + "from noise; use --repetitions=3 or more.)");
        } else {
            int n = ranked.stream()
                    .mapToInt(v -> v.figure(Figure.DURATION_NANOS).n())
                    .min()
                    .orElse(0);
            line.append(
                    anyCi
                            ? ". (≈: the 95% confidence intervals overlap: the difference is not resolved by " + n
                                    + " JVMs per variant, which does not show there is none; <: they do not overlap.)"
                            : ". (≈: the min-max ranges overlap: the difference is not resolved by " + n
                                    + " JVMs per variant; "
                                    + "<: they do not. Fewer than 3 repetitions: no confidence intervals.)");
        }
        return line.toString();
    }
}
