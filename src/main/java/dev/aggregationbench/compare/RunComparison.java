package dev.aggregationbench.compare;

import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.files.QuotedPath;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.text.Echo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.apache.commons.statistics.inference.DataDispersion;
import org.apache.commons.statistics.inference.TTest;

/**
 * Compares a run with a baseline run, variant by variant and figure by figure. Every compared figure is "lower is
 * better". A change is a regression or an improvement only when it is outside the noise of the two runs: Welch's
 * t-test p < 0.05 when both runs have at least 2 repetitions, and the two 95% intervals (or min-max ranges)
 * do not overlap, and the medians differ by at least {@link #MIN_EFFECT_PERCENT}. Anything else is "not resolved":
 * the two runs cannot tell the difference apart from their noise, which does not show that there is none.
 */
public final class RunComparison {

    /** The figures compared (all lower-is-better). */
    public static final List<Figure> FIGURES = List.of(
            Figure.DURATION_NANOS,
            Figure.CPU_TIME_NANOS,
            Figure.LIVE_HEAP_AFTER_GC_BYTES,
            Figure.PEAK_HEAP_BYTES,
            Figure.ALLOCATED_BYTES_PER_ORDER,
            Figure.GC_PAUSE_COUNT,
            Figure.GC_PAUSE_MILLIS);

    public static final double ALPHA = 0.05;
    /**
     * Below this change of the median (in percent) a difference is never called a regression or improvement, however
     * small the spread: 0.4 MB more live heap out of 12 MB is statistically clear and practically nothing.
     */
    public static final double MIN_EFFECT_PERCENT = 5.0;

    public enum Verdict {
        REGRESSION,
        IMPROVEMENT,
        NOT_RESOLVED,
        NOT_COMPARABLE;

        /** The verdict as JSON, the REST API and CSS classes spell it: {@code not-resolved}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** The verdict as a table prints it: {@code not resolved}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /** One figure of one variant in both runs. {@code pValue} is null when the test could not run. */
    public record Change(
            String variant,
            Figure figure,
            Double baselineMedian,
            Double currentMedian,
            Double changePercent,
            Double pValue,
            Verdict verdict) {}

    /** A condition that differs between the runs: its name and both values. */
    public record Difference(String condition, String baseline, String current) {}

    private RunComparison() {}

    /**
     * A condition that must match for a fair comparison: its value in a run that ran, and in one about to run
     * ({@link #DECIDED_AT_START}: not known before it starts, so not compared then).
     */
    private record Condition(String name, Function<RunResults, Object> ran, Function<RunOptions, Object> planned) {}

    private static final Object DECIDED_AT_START = new Object();

    /**
     * Orders, page size, cpus, heap, GC, the workers' JDK (vendor and exact version, from their documents: known once
     * they ran), the isolation (before a run only when asked for explicitly: {@code auto} is decided when the run
     * starts) and the client.
     */
    private static final List<Condition> CONDITIONS = List.of(
            new Condition("orders", r -> r.conditions().orders(), RunOptions::orders),
            new Condition("pageSize", r -> r.conditions().pageSize(), RunOptions::pageSize),
            new Condition("cpus", r -> r.conditions().cpus(), RunOptions::cpus),
            new Condition("heap", r -> r.conditions().heap(), RunOptions::heap),
            new Condition("gc", r -> r.conditions().gc(), o -> o.gc().displayName()),
            new Condition("jdk", r -> r.conditions().jdk(), o -> DECIDED_AT_START),
            new Condition(
                    "isolation",
                    r -> r.conditions().isolation(),
                    o -> o.isolation() == IsolationMode.AUTO
                            ? DECIDED_AT_START
                            : o.isolation().id()),
            new Condition("client", r -> clients(r.options()), RunComparison::clients));

    /** The {@link #CONDITIONS} that differ between two runs. */
    public static List<Difference> differences(RunResults baseline, RunResults current) {
        return differences(baseline, c -> c.ran().apply(current));
    }

    /** The same check before a run: the conditions the options ask for against the baseline's. */
    public static List<Difference> differences(RunResults baseline, RunOptions planned) {
        return differences(baseline, c -> c.planned().apply(planned));
    }

    private static List<Difference> differences(RunResults baseline, Function<Condition, Object> current) {
        List<Difference> differences = new ArrayList<>();
        for (Condition c : CONDITIONS) {
            Object now = current.apply(c);
            Object before = c.ran().apply(baseline);
            if (now != DECIDED_AT_START && !Objects.equals(before, now)) {
                // values read from the files: bounded and escaped, whatever a file holds
                differences.add(
                        new Difference(c.name(), Echo.bare(String.valueOf(before)), Echo.bare(String.valueOf(now))));
            }
        }
        return differences;
    }

    /** The run's clients ({@code --client}); {@code jdk} for results written before the knob existed. */
    private static String clients(RunOptions options) {
        return options == null || options.client() == null ? "jdk" : options.client();
    }

    /**
     * A run to compare, read and checked before anything is compared: readable, and complete unless
     * {@code allowPartial}. What is wrong is one line that starts with {@code role} (how the command names the run:
     * {@code BASELINE}, {@code --baseline}), thrown as {@code usage} makes it: "--baseline 'x/results.json' is a
     * partial run (interrupted by SIGINT: 3 of 21 repetitions finished; ...); ... add --allow-partial ...".
     */
    public static RunResults read(
            String role, Path path, boolean allowPartial, Function<String, ? extends RuntimeException> usage) {
        RunResults results;
        try {
            results = ResultsFiles.read(path);
        } catch (UnreadableDocumentException e) {
            throw usage.apply(role + " " + e.getMessage());
        }
        if (results.partial() != null && !allowPartial) {
            throw usage.apply(role + " " + QuotedPath.of(path) + " is a partial run ("
                    + results.partial().describe()
                    + "): its figures are those of the repetitions that finished, not of the run it was to be; add "
                    + "--allow-partial to compare them anyway");
        }
        return results;
    }

    public static List<Change> changes(RunResults baseline, RunResults current) {
        List<Change> changes = new ArrayList<>();
        for (VariantResults now : current.variants()) {
            Optional<VariantResults> before = baseline.variants().stream()
                    .filter(v -> v.variant().equals(now.variant()))
                    .findFirst();
            if (before.isEmpty()) {
                continue;
            }
            for (Figure figure : FIGURES) {
                changes.add(change(now.variant(), figure, before.get(), now));
            }
        }
        return changes;
    }

    static Change change(String variant, Figure figure, VariantResults before, VariantResults now) {
        FigureSummary a = before.figure(figure);
        FigureSummary b = now.figure(figure);
        if (a.median() == null || b.median() == null) {
            return new Change(variant, figure, a.median(), b.median(), null, null, Verdict.NOT_COMPARABLE);
        }
        return change(variant, figure, a, b, values(before, figure), values(now, figure));
    }

    /** The verdict on two samples of one figure and their summaries (the rule in this class's comment). */
    static Change change(String variant, Figure figure, FigureSummary a, FigureSummary b, double[] x, double[] y) {
        Double percent = a.median() == 0 ? null : (b.median() - a.median()) / a.median() * 100;
        Double p = null;
        if (x.length >= 2 && y.length >= 2 && (variance(x) > 0 || variance(y) > 0)) {
            p = TTest.withDefaults()
                    .with(DataDispersion.HETEROSCEDASTIC)
                    .test(x, y)
                    .getPValue();
        }
        boolean separated = !a.overlaps(b);
        boolean large = percent == null || Math.abs(percent) >= MIN_EFFECT_PERCENT;
        boolean significant = large && separated && (p == null ? x.length >= 2 && y.length >= 2 : p < ALPHA);
        Verdict verdict = !significant || Objects.equals(a.median(), b.median())
                ? Verdict.NOT_RESOLVED
                : b.median() > a.median() ? Verdict.REGRESSION : Verdict.IMPROVEMENT;
        return new Change(variant, figure, a.median(), b.median(), percent, p, verdict);
    }

    static double[] values(VariantResults results, Figure figure) {
        return results.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .map(r -> figure.of(r.worker()))
                .filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue)
                .toArray();
    }

    private static double variance(double[] values) {
        double mean = java.util.Arrays.stream(values).average().orElse(0);
        return java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
    }

    /** "orders 2000 vs 3000, gc G1 vs ZGC": baseline first. */
    public static String describe(List<Difference> differences) {
        return String.join(
                ", ",
                differences.stream()
                        .map(d -> d.condition() + " " + d.baseline() + " vs " + d.current())
                        .toList());
    }

    static String percent(Double value) {
        return value == null ? "n/a" : String.format(Locale.ROOT, "%+.1f%%", value);
    }
}
