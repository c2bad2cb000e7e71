package dev.aggregationbench.api;

import static org.springframework.web.util.HtmlUtils.htmlEscape;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.RunResults;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

/**
 * The web page at {@code /}: the form, the live view and the comparison are drawn by its scripts (static/web/*.js)
 * from the REST API; the list of past runs is rendered here, so it reads without JavaScript too (links to each
 * run's JSON, report.html and summary.md; the two radio columns submit to {@code /api/compare}).
 */
@Controller
public class WebPageController {

    static final int PAGE_SIZE = 10;
    static final String MATRIX_HEADLINE = "a matrix: its cells side by side in index.html";
    private static final String TEMPLATE = "web/index.html";
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    private final RunService runs;
    private final RunResultsReader results;
    private final RunStore store;
    private final String template;

    public WebPageController(RunService runs, RunResultsReader results, RunStore store) {
        this.runs = runs;
        this.results = results;
        this.store = store;
        this.template = resource(TEMPLATE);
    }

    @GetMapping(path = "/", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String page(@RequestParam(defaultValue = "0") int page) {
        return template.replace("{{runs}}", runList(Math.max(0, page)));
    }

    String runList(int page) {
        List<RunRecord> all = runs.list();
        int pages = Math.max(1, (all.size() + PAGE_SIZE - 1) / PAGE_SIZE);
        int shown = Math.min(page, pages - 1);
        StringBuilder html = new StringBuilder("<div id=\"run-list\" data-page=\"")
                .append(shown)
                .append("\">");
        if (all.isEmpty()) {
            return html.append("<p>No runs yet.</p></div>").toString();
        }
        html.append("<table class=\"runs\"><caption>Runs, newest first (page ")
                .append(shown + 1)
                .append(" of ")
                .append(pages)
                .append(", ")
                .append(all.size())
                .append(" runs)</caption><thead><tr>")
                .append("<th scope=\"col\">Baseline</th><th scope=\"col\">Current</th><th scope=\"col\">Run</th>")
                .append("<th scope=\"col\">Status</th><th scope=\"col\">Conditions</th>")
                .append("<th scope=\"col\">Headline</th><th scope=\"col\">Files</th></tr></thead><tbody>");
        for (RunRecord run :
                all.stream().skip((long) shown * PAGE_SIZE).limit(PAGE_SIZE).toList()) {
            html.append(row(run));
        }
        html.append("</tbody></table><nav class=\"pager\" aria-label=\"Pages of runs\">");
        if (shown > 0) {
            html.append("<a rel=\"prev\" href=\"/?page=").append(shown - 1).append("\">Newer runs</a> ");
        }
        if (shown < pages - 1) {
            html.append("<a rel=\"next\" href=\"/?page=").append(shown + 1).append("\">Older runs</a>");
        }
        return html.append("</nav></div>").toString();
    }

    private String row(RunRecord run) {
        String id = htmlEscape(run.id());
        String self = "/api/runs/" + id;
        boolean ended = run.status().isFinal();
        Optional<RunResults> done = ended ? results.results(run.id()) : Optional.empty();
        StringBuilder html = new StringBuilder("<tr data-run=\"")
                .append(id)
                .append("\" data-status=\"")
                .append(run.status().id())
                .append("\">");
        for (String role : List.of("baseline", "current")) {
            html.append("<td>");
            if (done.isPresent()) {
                html.append("<input type=\"radio\" name=\"")
                        .append(role)
                        .append("\" value=\"")
                        .append(id)
                        .append("\" aria-label=\"")
                        .append(role)
                        .append(": run ")
                        .append(id)
                        .append("\">");
            }
            html.append("</td>");
        }
        html.append("<th scope=\"row\"><a class=\"run-link\" href=\"")
                .append(self)
                .append("\">")
                .append(id)
                .append("</a><br><small>")
                .append(htmlEscape(TIME.format(run.createdAt())))
                .append("</small></th>")
                .append("<td class=\"status ")
                .append(run.status().id())
                .append("\">")
                .append(run.status().id());
        if (run.durationMillis() != null) {
            html.append("<br><small>")
                    .append(String.format(java.util.Locale.ROOT, "%.0f s", run.durationMillis() / 1000.0))
                    .append("</small>");
        }
        boolean matrix =
                ended && store.resultFile(run.id(), MatrixIndex.MATRIX_JSON).isPresent();
        String headline = matrix ? MATRIX_HEADLINE : ended ? "no results" : "";
        html.append("</td><td>")
                .append(htmlEscape(conditions(run, done)))
                .append("</td><td>")
                .append(htmlEscape(done.map(RunResults::ranking)
                        .orElse(run.failureReason() != null ? run.failureReason() : headline)))
                .append("</td><td>");
        if (done.isPresent()
                || matrix) { // each file linked only if it exists: a report that could not be written is not
            html.append(
                    List.of(
                                    "report.html",
                                    MatrixIndex.INDEX_HTML,
                                    "results.json",
                                    MatrixIndex.MATRIX_JSON,
                                    "summary.md")
                            .stream()
                            .filter(file -> store.resultFile(run.id(), file).isPresent())
                            .map(file -> "<a href=\"" + self + "/" + file + "\">" + file + "</a>")
                            .collect(Collectors.joining(" ")));
        }
        return html.append("</td></tr>").toString();
    }

    private static String conditions(RunRecord run, Optional<RunResults> done) {
        if (done.isPresent()) {
            var c = done.get().conditions();
            return c.orders() + " orders, page " + c.pageSize() + ", " + c.cpus() + " CPU, heap " + c.heap() + ", "
                    + c.gc() + ", " + c.isolation() + ", " + c.repetitions() + " rep.";
        }
        RunRequest o = run.options();
        return o == null
                ? ""
                : o.text(Knob.ORDERS) + " orders, page " + o.text(Knob.PAGE_SIZE) + ", " + o.text(Knob.CPUS)
                        + " CPU, heap " + o.text(Knob.HEAP) + ", " + o.text(Knob.GC) + ", " + o.text(Knob.ISOLATION)
                        + ", " + o.text(Knob.REPETITIONS) + " rep.";
    }

    private static String resource(String name) {
        try {
            return new ClassPathResource(name).getContentAsString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + name, e);
        }
    }
}
