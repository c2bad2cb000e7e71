package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/**
 * The live run's charts as ECharts holds them (what it drew), read back in the browser beside {@link WebPage}: a
 * chart's categories, the bars and whiskers of a duration or allocation chart, the points of a heap line.
 */
final class LiveCharts {

    private final Browser browser;

    LiveCharts(Browser browser) {
        this.browser = browser;
    }

    /** One bar of a bar chart and its whisker, as ECharts holds them (what it drew). */
    record Bar(double median, double min, double max) {}

    /** The bars of a duration or allocation chart: the series 'median' and the whiskers of 'spread'. */
    List<Bar> bars(String chart) {
        List<?> medians = (List<?>) seriesData(chart, "median");
        List<List<Double>> whiskers = chartSeriesPoints(chart, "spread"); // [index, min, max]
        assertThat(whiskers).as("a whisker per bar").hasSameSizeAs(medians);
        return whiskers.stream()
                .map(w -> new Bar(((Number) medians.get(w.get(0).intValue())).doubleValue(), w.get(1), w.get(2)))
                .toList();
    }

    /** The points of the chart's series {@code id}: [x, y] for a line, [index, min, max] for a whisker. */
    List<List<Double>> chartSeriesPoints(String chart, String id) {
        return ((List<?>) seriesData(chart, id))
                .stream()
                        .map(point -> ((List<?>) point)
                                .stream().map(v -> ((Number) v).doubleValue()).toList())
                        .toList();
    }

    private Object seriesData(String chart, String id) {
        return browser.script(
                "return echarts.getInstanceByDom(document.getElementById(arguments[0]))"
                        + ".getOption().series.find(s => s.id === arguments[1]).data",
                chart,
                id);
    }

    @SuppressWarnings("unchecked")
    List<String> chartSeriesIds(String chart) {
        return (List<String>) browser.script(
                "const c = echarts.getInstanceByDom(document.getElementById(arguments[0]));"
                        + "return c ? c.getOption().series.map(s => s.id) : []",
                chart);
    }

    @SuppressWarnings("unchecked")
    List<String> chartCategories(String chart) {
        return (List<String>) browser.script(
                "return echarts.getInstanceByDom(document.getElementById(arguments[0]))" + ".getOption().xAxis[0].data",
                chart);
    }
}
