package dev.aggregationbench.report;

import dev.aggregationbench.results.Conditions;
import dev.aggregationbench.results.ConditionsText;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigurePlace;
import dev.aggregationbench.results.FigureUnit;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.ResultsTable;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.ContainerLimits;
import dev.aggregationbench.workerdoc.EnvironmentInfo;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The parts of the report that are plain HTML, readable without the script: header, table, conditions. */
final class ReportSections {

    private ReportSections() {}

    static String header(RunResults results) {
        String status = results.partial() != null
                ? Html.element(
                        "p",
                        "banner failed",
                        "PARTIAL RUN, " + Html.text(results.partial().describe())
                                + ". Only the repetitions that finished are shown.")
                : results.succeeded()
                        ? Html.element("p", "banner ok", "Every variant succeeded.")
                        : Html.element(
                                "p",
                                "banner failed",
                                "Not every variant succeeded: "
                                        + Html.text(results.failureReason())
                                        + ". A repetition that did not end ok is never "
                                        + "averaged in: where no repetition of a variant ended ok its figures are n/a, and its "
                                        + "timeline (dotted) shows how far it got.");
        String links = "<p class=\"files\">Files of this run: <a href=\"" + ResultsFiles.RESULTS_JSON
                + "\">results.json</a> (every figure and sample) · <a href=\"" + ResultsFiles.RESULTS_CSV
                + "\">results.csv</a> · <a href=\"" + ResultsFiles.SUMMARY_MD + "\">summary.md</a></p>";
        return "<h1>aggregation-bench run " + Html.text(results.runId()) + "</h1>"
                + "<p class=\"when\">Started " + Html.text(results.startedAt()) + ", finished "
                + Html.text(results.finishedAt()) + "</p>" + status + links
                + Html.element("p", "ranking", Html.text(results.ranking()));
    }

    /** The scenario's own charts' section (drawn by the script into #scenario-chart-list), or nothing. */
    static String scenarioCharts(ScenarioCharts charts) {
        if (!charts.fanOut().isEmpty()) {
            return "<section id=\"scenario\"><h2>Fan-out: throughput, latency and threads against K "
                    + "<span class=\"label exact\">not sampled</span></h2><p class=\"note\">One line per variant through "
                    + "the median over the repetitions that ended ok; whiskers: min–max (2 or more repetitions)"
                    + (charts.logConcurrency() ? "; K on a log scale" : "") + ". A K missing from a line was not "
                    + "measured (n/a, listed under the chart's data), never 0. The table has every figure.</p>"
                    + "<div class=\"scenario-charts\" id=\"scenario-chart-list\"></div></section>";
        }
        if (!charts.bounds().isEmpty()) {
            boolean pipelined = charts.scenario().equals("pipelined");
            return "<section id=\"scenario\"><h2>Measured time beside the bounds <span class=\"label exact\">"
                    + "not sampled</span></h2><p class=\"note\">Bar: each variant's median duration of the measured pass, "
                    + "whisker min–max. Ticks: "
                    + (pipelined
                            ? "the sequential bound, pages × (latency + a page's "
                                    + "work), what a walk that waits for each page and then works costs at least, and the pipelined "
                                    + "bound, pages × max(latency, a page's work), what a walk that overlaps the next fetch with this "
                                    + "page's work approaches"
                            : "pages × latency, what a walk that waits for each page costs at " + "least")
                    + ". n/a when the latency is a distribution (the delays served are not reported)."
                    + "</p><div class=\"chart\" id=\"chart-bounds\"></div></section>";
        }
        return "";
    }

    /** The main table, the threads table, and the legend. */
    static String table(RunResults results) {
        return table(results, FigurePlace.TABLE, true)
                + Html.element(
                        "p",
                        "note",
                        "Threads of the measured pass (carriers and pinned: n/a where it ran no " + "virtual threads):")
                + table(results, FigurePlace.THREADS, false)
                + Html.element("p", "legend", Html.lines(ResultsTable.legend(results)));
    }

    private static String table(RunResults results, FigurePlace place, boolean withResult) {
        StringBuilder html = new StringBuilder("<table class=\"results\"><thead><tr><th>Variant</th>");
        List<Figure> columns = place.figures();
        columns.forEach(f -> html.append("<th title=\"")
                .append(Html.text(f.definition().description()))
                .append("\">")
                .append(Html.text(f.definition().label()))
                .append("</th>"));
        html.append(withResult ? "<th>Result</th>" : "").append("</tr></thead><tbody>");
        for (VariantResults v : results.variants()) {
            html.append("<tr")
                    .append(v.status() == RepetitionStatus.OK ? "" : " class=\"failed\"")
                    .append(">")
                    .append("<th title=\"")
                    .append(Html.text(v.description()))
                    .append("\">")
                    .append(Html.text(v.variant()))
                    .append("</th>");
            for (Figure figure : columns) {
                String[] lines = ResultsTable.cell(v, figure).split("\n");
                html.append("<td><span class=\"median\">")
                        .append(Html.text(lines[0]))
                        .append("</span>");
                for (int i = 1; i < lines.length; i++) {
                    html.append("<br><span class=\"spread\">")
                            .append(Html.text(lines[i]))
                            .append("</span>");
                }
                html.append("</td>");
            }
            if (withResult) {
                html.append("<td class=\"result\">")
                        .append(Html.text(ResultsTable.result(v)))
                        .append(problems(v))
                        .append("</td>");
            }
            html.append("</tr>");
        }
        return html.append("</tbody></table>").toString();
    }

    private static String problems(VariantResults v) {
        StringBuilder html = new StringBuilder();
        for (Repetition r : v.repetitions()) {
            if (r.status() != RepetitionStatus.OK) {
                html.append("<br><span class=\"problem\">#")
                        .append(r.repetition())
                        .append(' ')
                        .append(Html.text(r.status().id()))
                        .append(r.message() == null ? "" : ": " + Html.text(abbreviate(r.message(), 300)))
                        .append("</span>");
            }
        }
        return html.toString();
    }

    static String conditions(RunResults results) {
        Conditions c = results.conditions();
        StringBuilder html = new StringBuilder("<dl class=\"conditions\">");
        html.append(Html.row("Isolation", c.isolation() + ": " + c.isolationDescription()));
        html.append(Html.row(
                "Per variant JVM",
                String.format(
                        Locale.ROOT,
                        "%s CPU(s), memory %s, heap %s, GC %s",
                        FigureUnit.COUNT.format(c.cpus()),
                        c.memory(),
                        c.heap(),
                        c.gc())));
        html.append(Html.row("Worker JVM options", String.join(" ", c.workerJvmOptions())));
        html.append(Html.row("JDK", c.jdk()));
        html.append(Html.row(
                "Data set",
                String.format(Locale.ROOT, "%,d orders, page size %d, seed %d", c.orders(), c.pageSize(), c.seed())));
        html.append(Html.row(
                "Passes",
                String.format(
                        Locale.ROOT,
                        "warm-up %s + 1 measured pass per JVM, " + "%d JVM(s) per variant; heap sampled every %d ms",
                        c.warmup(),
                        c.repetitions(),
                        c.intervalMillis())));
        html.append(Html.row(
                "Machine",
                String.format(
                        Locale.ROOT,
                        "%d CPUs, %.1f GiB, %s",
                        c.machineCpus(),
                        c.machineMemoryBytes() / (1024.0 * 1024 * 1024),
                        c.os())));
        html.append(Html.row("Commit", c.gitCommit() == null ? "unknown" : c.gitCommit()));
        html.append(
                Html.row("Mock capacity", ConditionsText.capacityLine(results).substring("Mock capacity: ".length())));
        html.append("</dl>");
        if (!c.warnings().isEmpty()) {
            html.append("<div class=\"warnings\"><strong>Warnings</strong>")
                    .append(Html.list(c.warnings()))
                    .append("</div>");
        }
        return html + environment(results);
    }

    /** What one worker JVM saw of itself: the first repetition that wrote a document (all run alike). */
    private static String environment(RunResults results) {
        Optional<Repetition> first = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .filter(r -> r.worker() != null && r.worker().environment() != null)
                .findFirst();
        if (first.isEmpty()) {
            return "<p>No worker JVM wrote a document: its environment is not known.</p>";
        }
        EnvironmentInfo e = first.get().worker().environment();
        ContainerLimits limits = e.container();
        StringBuilder html = new StringBuilder("<h3>Environment as a worker JVM saw it (")
                .append(Html.text(first.get().worker().variant()))
                .append(", repetition ")
                .append(first.get().repetition())
                .append(")</h3><dl class=\"conditions\">");
        html.append(Html.row("Java", e.javaVendor() + " " + e.javaRuntimeVersion() + ", " + e.vmName()));
        html.append(Html.row("JVM flags", String.join(" ", e.jvmInputArguments())));
        html.append(Html.row("GC MXBeans", String.join(", ", e.gcNames())));
        html.append(Html.row(
                "Processors / max heap",
                e.availableProcessors() + " / " + FigureUnit.MEGABYTES.format((double) e.maxHeapBytes())));
        if (limits != null) {
            html.append(Html.row(
                    "cgroup " + (limits.cgroupVersion() == null ? "" : limits.cgroupVersion()) + " CPU limit",
                    (limits.cpuLimit() == null ? "none" : FigureUnit.COUNT.format(limits.cpuLimit()) + " CPU(s)") + " ("
                            + limits.cpuSource() + ")"));
            html.append(Html.row(
                    "cgroup memory limit",
                    (limits.memoryLimitBytes() == null
                                    ? "none"
                                    : FigureUnit.MEGABYTES.format(
                                            limits.memoryLimitBytes().doubleValue()))
                            + " (" + limits.memorySource() + ")"));
        }
        html.append(Html.row("OS", e.osName() + " " + e.osVersion() + " " + e.osArch()));
        return html.append("</dl>").toString();
    }

    static String abbreviate(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
