package dev.aggregationbench.report;

import dev.aggregationbench.measurement.GcEvent;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.ResultsTable;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
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
public record ReportData(
        String runId,
        long intervalMillis,
        List<BarChart> barCharts,
        List<VariantData> variants,
        ScenarioCharts scenario) {

    /** A bar chart of one figure: {@code divisor} turns the raw value into {@code unit}. */
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

    static final List<BarChart> BAR_CHARTS = List.of(
            bar(Figure.DURATION_NANOS, "Duration", "s", 1e9),
            bar(Figure.CPU_TIME_NANOS, "CPU time", "s", 1e9),
            bar(Figure.ALLOCATED_BYTES_PER_ORDER, "Allocated bytes per order", "B", 1),
            bar(Figure.ALLOCATION_RATE_BYTES_PER_SECOND, "Allocation rate", "MB/s", 1e6),
            bar(Figure.LIVE_HEAP_AFTER_GC_BYTES, "Live heap after GC", "MB", 1e6),
            bar(Figure.PEAK_HEAP_BYTES, "Peak heap (sum of pool peaks)", "MB", 1e6),
            bar(Figure.PEAK_RSS_BYTES, "Peak RSS", "MB", 1e6),
            bar(Figure.GC_PAUSE_COUNT, "GC pauses", "pauses", 1),
            bar(Figure.GC_PAUSE_MILLIS, "GC pause time", "ms", 1));

    private static BarChart bar(Figure figure, String title, String unit, double divisor) {
        return new BarChart(figure.id(), title, unit, divisor, figure.description());
    }

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
                v.status().label(),
                ResultsTable.result(v),
                figures,
                timeline,
                timeline == null ? RepresentativeRepetition.whyNone(v) : null);
    }
}
