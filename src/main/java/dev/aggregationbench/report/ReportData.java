package dev.aggregationbench.report;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigurePlace;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.ResultsTable;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.GcEvent;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the report's script draws, as one JSON document embedded in the page: per variant the figure summaries
 * (for the bars with spread) and the timeline of one representative repetition (for the heap and allocation
 * charts). Raw units (bytes, nanoseconds, milliseconds); {@code null} is "not measured".
 *
 * @param barCharts which figures get a bar chart, in order
 * @param scenario  the scenario's own charts (fan-out against K, measured time beside the bounds)
 */
record ReportData(
        String runId,
        long intervalMillis,
        List<BarChart> barCharts,
        List<VariantData> variants,
        ScenarioCharts scenario) {

    /** A bar chart of one figure: {@code divisor} turns the raw value into {@code unit} (empty for a count). */
    public record BarChart(String figure, String title, String unit, double divisor, String description) {}

    /**
     * One variant (or a control row).
     *
     * @param transport true for a control row (the transport or the binding row, not a variant): drawn dashed
     * @param result   the table's Result cell, e.g. {@code ok (3/3)} or {@code out-of-memory (0/3 ok)}
     * @param figures  figure id -> summary over the repetitions that ended ok
     * @param timeline the representative repetition's time series, {@code null} when none has one
     * @param noTimelineReason why {@code timeline} is null
     */
    public record VariantData(
            String id,
            boolean transport,
            String status,
            String result,
            Map<String, FigureSummary> figures,
            Timeline timeline,
            String noTimelineReason) {}

    /**
     * The measured pass of one repetition over time.
     *
     * @param chosen             which repetition this is and why it was chosen, e.g. {@code #2 (median duration of 3 ok)}
     * @param samples            sampled: {@code [offsetMillis, heapUsedBytes, allocatedBytes, heapCommittedBytes]}
     * @param gcEvents           exact: every collection of the pass, from the JVM's GC notifications
     * @param durationNanos      exact duration of the pass
     * @param allocatedBytes     exact total allocation of the pass (the JVM counter the samples also read)
     */
    public record Timeline(
            int repetition,
            String status,
            String chosen,
            long intervalMillis,
            List<long[]> samples,
            List<GcEvent> gcEvents,
            Long durationNanos,
            Long allocatedBytes,
            Long maxHeapBytes) {}

    /** A bar chart per figure of {@link FigurePlace#REPORT_CHART}, titled with its label. */
    static final List<BarChart> BAR_CHARTS = FigurePlace.REPORT_CHART.figures().stream()
            .map(Figure::definition)
            .map(f ->
                    new BarChart(f.id(), f.label(), f.unit().symbol(), f.unit().divisor(), f.description()))
            .toList();

    public static ReportData of(RunResults results) {
        List<VariantData> variants =
                results.variants().stream().map(ReportData::variant).toList();
        return new ReportData(
                results.runId(), results.options().intervalMillis(), BAR_CHARTS, variants, ScenarioCharts.of(results));
    }

    private static VariantData variant(VariantResults v) {
        Map<String, FigureSummary> figures = new LinkedHashMap<>();
        for (Figure figure : Figure.values()) {
            figures.put(figure.id(), v.figure(figure));
        }
        Timeline timeline = RepresentativeRepetition.timeline(v);
        return new VariantData(
                v.variant(),
                WorkerResult.isControl(v.variant()),
                v.status().id(),
                ResultsTable.result(v),
                figures,
                timeline,
                timeline == null ? RepresentativeRepetition.whyNone(v) : null);
    }
}
