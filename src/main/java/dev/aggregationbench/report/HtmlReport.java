package dev.aggregationbench.report;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.results.RunResults;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code report.html}: one self-contained page per run (the chart library, the styles, the script and the data are
 * inlined, so it opens from the file system with no network and no server). The table, conditions and comparison
 * are plain HTML; the charts are drawn in the browser by Apache ECharts (SVG renderer) from {@link ReportData}.
 * Once drawn, the page's script writes what it drew into {@code #report-status} (see report.js).
 */
public final class HtmlReport {

    public static final String REPORT_HTML = "report.html";

    private static final String TEMPLATE = "report/report.html";
    private static final String ECHARTS_POM = "META-INF/maven/org.webjars/echarts/pom.properties";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(\\w+)}}");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private HtmlReport() {}

    /** Writes {@code report.html} for the run into {@code dir}; returns its path. */
    public static Path write(RunResults results, Path dir) {
        return write(results, null, false, dir);
    }

    /**
     * Writes {@code report.html} with the comparison against {@code baseline} (may be null) into {@code dir}. When
     * the runs' conditions differ, the comparison is only made if {@code allowDifferentConditions}; the differences
     * are listed either way.
     */
    public static Path write(RunResults results, RunResults baseline, boolean allowDifferentConditions, Path dir) {
        try {
            Files.createDirectories(dir);
            return AtomicFiles.writeString(
                    dir.resolve(REPORT_HTML), render(results, baseline, allowDifferentConditions));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    /** The whole page as a string. */
    public static String render(RunResults results, RunResults baseline, boolean allowDifferentConditions) {
        String echartsVersion = echartsVersion();
        ReportData data = ReportData.of(results);
        Map<String, String> parts = Map.ofEntries(
                Map.entry("title", Html.text("aggregation-bench run " + results.runId())),
                Map.entry("css", resource("report/report.css")),
                Map.entry("header", ReportSections.header(results)),
                Map.entry("scenarioCharts", ReportSections.scenarioCharts(data.scenario())),
                Map.entry("table", ReportSections.table(results)),
                Map.entry(
                        "comparison",
                        baseline == null
                                ? ""
                                : "<section id=\"comparison\"><h2>Compared with a "
                                        + "baseline run</h2>"
                                        + ComparisonSection.html(baseline, results, allowDifferentConditions)
                                        + "</section>"),
                Map.entry("conditions", ReportSections.conditions(results)),
                Map.entry("data", JSON.writeValueAsString(data).replace("<", "\\u003c")),
                Map.entry("echartsVersion", Html.text(echartsVersion)),
                Map.entry(
                        "echarts",
                        scriptSafe(
                                resource("META-INF/resources/webjars/echarts/" + echartsVersion + "/echarts.min.js"))),
                Map.entry("script", scriptSafe(resource("report/report.js"))));
        Matcher placeholder = PLACEHOLDER.matcher(resource(TEMPLATE));
        StringBuilder page = new StringBuilder();
        while (placeholder.find()) {
            String part = parts.get(placeholder.group(1));
            if (part == null) {
                throw new IllegalStateException("report template: unknown placeholder " + placeholder.group());
            }
            placeholder.appendReplacement(page, Matcher.quoteReplacement(part));
        }
        return placeholder.appendTail(page).toString();
    }

    /** The ECharts version on the classpath (the WebJar's own pom.properties). */
    static String echartsVersion() {
        try (InputStream in = HtmlReport.class.getClassLoader().getResourceAsStream(ECHARTS_POM)) {
            if (in == null) {
                throw new IllegalStateException("the ECharts WebJar is not on the classpath (" + ECHARTS_POM + ")");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Script text placed inside a {@code <script>} element must not close it ("<\\/" means "</" in JS). */
    private static String scriptSafe(String text) {
        return text.replace("</", "<\\/");
    }

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + name + ": " + e.getMessage(), e);
        }
    }
}
