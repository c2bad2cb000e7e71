package dev.aggregationbench.results;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * One figure of one variant over its repetitions (fresh JVMs): the median with its spread (min-max), and when
 * there are at least 3 values a 95% confidence interval of the mean (Student's t). {@code null} fields were not
 * measured (e.g. no GC happened, so there is no live set after GC); {@code n} counts the values that were.
 */
public record FigureSummary(
        Double median, Double min, Double max, Double mean, Double ciLow, Double ciHigh, int n, int missing) {

    private static final double CONFIDENCE = 0.95;

    /** Summarises the values; {@code null} entries are counted as {@code missing}, not as zeros. */
    public static FigureSummary of(List<Double> values) {
        double[] measured = values.stream()
                .filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue)
                .toArray();
        int missing = values.size() - measured.length;
        if (measured.length == 0) {
            return new FigureSummary(null, null, null, null, null, null, 0, missing);
        }
        double median = Median.withDefaults().evaluate(measured.clone());
        double min = Arrays.stream(measured).min().orElseThrow();
        double max = Arrays.stream(measured).max().orElseThrow();
        double mean = Mean.of(measured).getAsDouble();
        Double ciLow = null;
        Double ciHigh = null;
        if (measured.length >= 3) {
            double sd = Math.sqrt(Variance.of(measured).getAsDouble());
            double t = TDistribution.of(measured.length - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
            double halfWidth = t * sd / Math.sqrt(measured.length);
            ciLow = mean - halfWidth;
            ciHigh = mean + halfWidth;
        }
        return new FigureSummary(median, min, max, mean, ciLow, ciHigh, measured.length, missing);
    }

    /**
     * The sample variance, recovered from what the summary keeps: from min and max with 2 values ((max - min)² / 2),
     * from the confidence interval's half-width (t × sd / √n) with 3 or more; {@code null} with fewer than 2.
     */
    public Double variance() {
        if (n == 2 && min != null) {
            return (max - min) * (max - min) / 2;
        }
        if (n >= 3 && ciLow != null) {
            double t = TDistribution.of(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
            double sd = (ciHigh - ciLow) / 2 * Math.sqrt(n) / t;
            return sd * sd;
        }
        return null;
    }

    /** True when the two figures' intervals overlap: CIs when both have them, else min-max ranges. */
    public boolean overlaps(FigureSummary other) {
        if (median == null || other.median == null) {
            return true;
        }
        boolean useCi = ciLow != null && other.ciLow != null;
        double lo1 = useCi ? ciLow : min;
        double hi1 = useCi ? ciHigh : max;
        double lo2 = useCi ? other.ciLow : other.min;
        double hi2 = useCi ? other.ciHigh : other.max;
        return lo1 <= hi2 && lo2 <= hi1;
    }
}
