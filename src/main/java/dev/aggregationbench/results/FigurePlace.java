package dev.aggregationbench.results;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.List;

/**
 * Where a {@link Figure} is shown besides results.json and results.csv (which have every figure). The columns and
 * charts of a place follow the order of {@link Figure}'s constants.
 */
public enum FigurePlace {
    /** The full table: {@code --details}, summary.md and report.html's table. */
    TABLE("table"),
    /** The full output's second table: the measured (steady) pass beside the JVM's first (cold) pass. */
    COLD_AND_STEADY("cold-and-steady"),
    /**
     * The full output's threads table: platform threads, and the virtual threads' carriers and pinning
     * ({@code --details}, summary.md, report.html).
     */
    THREADS("threads"),
    /** The output a run prints by default, one line per variant. */
    COMPACT("compact"),
    /** report.html's bar charts, one per figure. */
    REPORT_CHART("report-chart"),
    /** The web page's table of repetitions as they finish. */
    LIVE_TABLE("live-table"),
    /** The web page's bar charts, drawn as repetitions finish. */
    LIVE_CHART("live-chart");

    private final String id;

    FigurePlace(String id) {
        this.id = id;
    }

    /** The figures shown here, in their order. */
    public List<Figure> figures() {
        return Arrays.stream(Figure.values()).filter(f -> f.isShownIn(this)).toList();
    }

    /** The place's name in {@code GET /api/figures}. */
    @JsonValue
    public String id() {
        return id;
    }
}
