package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What became of a row's fan-out aggregations, summed over its JVMs that ended ok and every fan-out of their measured
 * pass: how many were checked exact, and how many were given up instead (timed out at a deadline, failed by
 * themselves or cancelled by fail-fast). A JVM can end ok with most of its aggregations given up: none of those is
 * checked, and none may be called exact. The Result column says so ({@link #words}).
 *
 * @param exact    aggregations that completed and equalled their partition's ground truth
 * @param timedOut given up at the deadline ({@code --deadline-millis})
 * @param failed   failed by themselves, their page's retries spent ({@code --fail-fast})
 * @param cancelled cancelled by the first failure ({@code --fail-fast})
 */
record AggregationTally(long exact, long timedOut, long failed, long cancelled) {

    /** The tally of a row whose fan-outs gave some aggregation up; empty when every one was checked (or none ran). */
    static Optional<AggregationTally> of(VariantResults v) {
        List<FanOutFigures> fanOuts = ScenarioTable.figures(v).stream()
                .map(ScenarioFigures::fanOut)
                .filter(Objects::nonNull)
                .flatMap(List::stream)
                .toList();
        long exact = 0;
        long timedOut = 0;
        long failed = 0;
        long cancelled = 0;
        for (FanOutFigures f : fanOuts) {
            long failedHere = orZero(f.failed());
            long cancelledHere = orZero(f.cancelled());
            // with both a deadline and fail-fast, both count every aggregation without a result: once each here
            long notCompleted = Math.max(orZero(f.timedOut()), failedHere + cancelledHere);
            failed += failedHere;
            cancelled += cancelledHere;
            timedOut += notCompleted - failedHere - cancelledHere;
            exact += f.concurrency() - notCompleted;
        }
        return timedOut + failed + cancelled == 0
                ? Optional.empty()
                : Optional.of(new AggregationTally(exact, timedOut, failed, cancelled));
    }

    /** "150 exact, 2,850 timed out"; "294 exact, 3 failed, 2,703 cancelled": the kinds that occurred. */
    String words() {
        StringBuilder text = new StringBuilder(count(exact) + " exact");
        if (timedOut > 0) {
            text.append(", ").append(count(timedOut)).append(" timed out");
        }
        if (failed > 0) {
            text.append(", ").append(count(failed)).append(" failed");
        }
        if (cancelled > 0) {
            text.append(", ").append(count(cancelled)).append(" cancelled");
        }
        return text.toString();
    }

    private static long orZero(Integer count) {
        return count == null ? 0 : count;
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
