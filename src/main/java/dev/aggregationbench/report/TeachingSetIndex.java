package dev.aggregationbench.report;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The index of a {@code --scenario=all} run, beside the scenarios' own directories: {@code summary.md} and
 * {@code index.html}, one row per scenario with its sizes, how it ended and links to its report.html, summary.md
 * and results.json. Both written atomically.
 */
public final class TeachingSetIndex {

    public static final String INDEX_HTML = "index.html";

    /**
     * One scenario of the set.
     *
     * @param directory the scenario's directory relative to the index (its id)
     */
    public record Entry(RunOptions options, RunOutcome outcome, String directory) {}

    private TeachingSetIndex() {}

    /** Writes summary.md and index.html into {@code dir}. */
    public static void write(List<Entry> entries, Path dir) {
        try {
            Files.createDirectories(dir);
            AtomicFiles.writeString(dir.resolve(ResultsFiles.SUMMARY_MD), markdown(entries));
            AtomicFiles.writeString(dir.resolve(INDEX_HTML), html(entries));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot write the teaching set's index into " + dir + ": " + AtomicFiles.cause(e), e);
        }
    }

    /** The sizes a scenario ran at, in one line: {@code 10,000 orders, page size 100, latency 10 ms, K = 1,10 ...}. */
    public static String sizes(RunOptions o) {
        List<String> parts = new ArrayList<>(List.of(
                String.format(Locale.ROOT, "%,d orders", o.orders()),
                "page size " + o.pageSize(),
                "latency " + o.latencyMillis() + " ms"));
        if (o.workPerOrderMicros() != 0) {
            parts.add("work " + o.workPerOrderMicros() + " us/order");
        }
        if (Scenarios.FAN_OUT.equals(o.scenario())) {
            parts.add("K = "
                    + String.join(
                            ",", o.concurrency().stream().map(String::valueOf).toList()) + " over " + o.threads()
                    + " platform threads");
        }
        if (o.faultRate() != null && o.faultRate() != 0) {
            parts.add("fault rate " + o.faultRate() + " (" + String.join(",", o.faultKinds()) + ")");
        }
        return String.join(", ", parts);
    }

    static String markdown(List<Entry> entries) {
        StringBuilder md = new StringBuilder("# aggregation-bench: the teaching set (--scenario=all)\n\n")
                .append("Each scenario ran as a run of its own, one after another; its files are in its directory.\n\n")
                .append("| Scenario | Sizes | Result | Files |\n|---|---|---|---|\n");
        for (Entry e : entries) {
            md.append("| ")
                    .append(e.options().scenario())
                    .append(" | ")
                    .append(sizes(e.options()))
                    .append(" | ")
                    .append(result(e).replace("|", "\\|"))
                    .append(" | ");
            if (e.outcome().resultsJson() != null) {
                md.append("[report.html](")
                        .append(e.directory())
                        .append('/')
                        .append(HtmlReport.REPORT_HTML)
                        .append(") · [summary.md](")
                        .append(e.directory())
                        .append('/')
                        .append(ResultsFiles.SUMMARY_MD)
                        .append(") · [results.json](")
                        .append(e.directory())
                        .append('/')
                        .append(ResultsFiles.RESULTS_JSON)
                        .append(')');
            }
            md.append(" |\n");
        }
        return md.toString();
    }

    static String html(List<Entry> entries) {
        StringBuilder rows = new StringBuilder();
        for (Entry e : entries) {
            rows.append("<tr class=\"")
                    .append(e.outcome().succeeded() ? "ok" : "failed")
                    .append("\"><th>")
                    .append(Html.text(e.options().scenario()))
                    .append("</th><td>")
                    .append(Html.text(sizes(e.options())))
                    .append("</td><td>")
                    .append(Html.text(result(e)))
                    .append("</td><td>");
            if (e.outcome().resultsJson() != null) {
                rows.append(link(e, HtmlReport.REPORT_HTML))
                        .append(" · ")
                        .append(link(e, ResultsFiles.SUMMARY_MD))
                        .append(" · ")
                        .append(link(e, ResultsFiles.RESULTS_JSON));
            }
            rows.append("</td></tr>");
        }
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>aggregation-bench: the "
                + "teaching set</title><style>body{font-family:system-ui,sans-serif;margin:2em;color:#222}"
                + "table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.4em .7em;text-align:left}"
                + "tr.failed td{color:#b3261e}</style></head><body><h1>The teaching set (--scenario=all)</h1>"
                + "<p>Each scenario ran as a run of its own, one after another; its report has its tables and charts."
                + "</p><table><thead><tr><th>Scenario</th><th>Sizes</th><th>Result</th><th>Files</th></tr></thead>"
                + "<tbody>" + rows + "</tbody></table></body></html>\n";
    }

    private static String link(Entry e, String file) {
        return "<a href=\"" + Html.text(e.directory() + "/" + file) + "\">" + Html.text(file) + "</a>";
    }

    private static String result(Entry e) {
        if (e.outcome().resultsJson() == null) {
            return "did not run: " + e.outcome().failureReason();
        }
        return e.outcome().succeeded()
                ? "every variant ok"
                : "not every variant ok: " + e.outcome().failureReason();
    }
}
