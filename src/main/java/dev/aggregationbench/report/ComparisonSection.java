package dev.aggregationbench.report;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Difference;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.compare.TransportControl;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.Units;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The comparison with a baseline run, as {@code benchmark.sh compare} computes it: one row per variant. */
final class ComparisonSection {

    private ComparisonSection() {}

    static String html(RunResults baseline, RunResults current, boolean allowDifferentConditions) {
        List<Difference> differences = RunComparison.differences(baseline, current);
        List<Change> changes = RunComparison.changes(baseline, current);
        StringBuilder html = new StringBuilder("<p>Baseline run <strong>")
                .append(Html.text(baseline.runId()))
                .append("</strong> (started ")
                .append(Html.text(baseline.startedAt()))
                .append(") → this run. ")
                .append("Each cell: median change; <span class=\"regression\">regression</span> or "
                        + "<span class=\"improvement\">improvement</span> only when outside the noise of both runs "
                        + "(Welch's t-test p &lt; ")
                .append(String.format(Locale.ROOT, "%.2f", RunComparison.ALPHA))
                .append(" and non-overlapping intervals). Every figure is lower-is-better.</p>");
        for (RunResults run : List.of(baseline, current)) {
            if (run.partial() != null) {
                html.append("<div class=\"warnings\"><strong>")
                        .append(run == baseline ? "The baseline" : "This run")
                        .append(" is a partial run</strong> (")
                        .append(Html.text(run.partial().describe()))
                        .append("): only the repetitions it finished are compared.</div>");
            }
        }
        if (!differences.isEmpty()) {
            html.append("<div class=\"warnings\"><strong>The runs were measured under different conditions")
                    .append(
                            allowDifferentConditions
                                    ? "; compared anyway (--allow-different-conditions), read with " + "care:"
                                    : ", so they are not compared (--allow-different-conditions compares anyway):")
                    .append("</strong>")
                    .append(Html.list(differences.stream()
                            .map(d -> d.condition() + ": " + d.baseline() + " (baseline) vs " + d.current())
                            .toList()))
                    .append("</div>");
            if (!allowDifferentConditions) {
                return html.toString();
            }
        }
        if (changes.isEmpty()) {
            return html.append("<p>No variant ran in both runs: nothing to compare.</p>")
                    .toString();
        }
        html.append("<table class=\"comparison\"><thead><tr><th>Variant</th>");
        RunComparison.FIGURES.forEach(
                f -> html.append("<th>").append(Html.text(f.id())).append("</th>"));
        html.append("</tr></thead><tbody>");
        Set<String> variants =
                new LinkedHashSet<>(changes.stream().map(Change::variant).toList());
        for (String variant : variants) {
            html.append("<tr><th>").append(Html.text(variant)).append("</th>");
            for (Figure figure : RunComparison.FIGURES) {
                changes.stream()
                        .filter(c -> c.variant().equals(variant) && c.figure() == figure)
                        .findFirst()
                        .ifPresentOrElse(c -> html.append(cell(c)), () -> html.append("<td>n/a</td>"));
            }
            html.append("</tr>");
        }
        long regressions =
                changes.stream().filter(c -> c.verdict() == Verdict.REGRESSION).count();
        long improvements =
                changes.stream().filter(c -> c.verdict() == Verdict.IMPROVEMENT).count();
        return html.append("</tbody></table><p class=\"verdicts\">")
                .append(regressions)
                .append(" regression(s), ")
                .append(improvements)
                .append(" improvement(s) outside the noise; everything else is not resolved by these runs ")
                .append("(which does not show that there is no difference).</p>")
                .append(control(baseline, current))
                .toString();
    }

    /** The transport row as the control, and the variants' time and CPU relative to it ({@link TransportControl}). */
    private static String control(RunResults baseline, RunResults current) {
        List<Change> control = TransportControl.control(baseline, current);
        if (control.isEmpty()) {
            return "<p class=\"control\">Control: n/a (a run has no transport row).</p>";
        }
        StringBuilder html = new StringBuilder("<p class=\"control\">Control: ")
                .append(Html.text(TransportControl.describe(control)))
                .append(". If only a variant's code changed, this row should not move; if it did, the "
                        + "machine did. Relative to it (variant median / transport median of the same run):</p>"
                        + "<ul class=\"control\">");
        for (Change c : TransportControl.relative(baseline, current)) {
            html.append("<li class=\"")
                    .append(c.verdict().id())
                    .append("\">")
                    .append(Html.text(c.variant() + " "
                            + c.figure().id() + ": " + TransportControl.ratio(c.baselineMedian()) + " → "
                            + TransportControl.ratio(c.currentMedian()) + " (" + percent(c.changePercent()) + ", "
                            + c.verdict().label() + ")"))
                    .append("</li>");
        }
        return html.append("</ul>").toString();
    }

    private static String cell(Change c) {
        String verdict = c.verdict().id();
        String title = Units.of(c.figure(), c.baselineMedian()) + " → " + Units.of(c.figure(), c.currentMedian())
                + (c.pValue() == null ? "" : String.format(Locale.ROOT, ", p = %.3f", c.pValue()));
        return "<td class=\"" + verdict + "\" title=\"" + Html.text(title) + "\">"
                + Html.text(Units.of(c.figure(), c.baselineMedian())) + " → "
                + Html.text(Units.of(c.figure(), c.currentMedian())) + "<br><span class=\"change\">"
                + Html.text(percent(c.changePercent())) + " " + Html.text(verdict.replace('-', ' ')) + "</span></td>";
    }

    private static String percent(Double value) {
        return value == null ? "n/a" : String.format(Locale.ROOT, "%+.1f%%", value);
    }
}
