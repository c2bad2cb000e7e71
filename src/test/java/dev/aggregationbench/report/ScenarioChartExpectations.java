package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * What the scenario charts must hold, worked out from results.json independently of the report's code: per variant
 * the values of the repetitions that ended ok, their median (the middle one, or the mean of the two middle ones),
 * min and max. Used against the data embedded in report.html and against what the browser drew.
 */
final class ScenarioChartExpectations {

    /** A fan-out chart: its id and the figure it draws. */
    record FanOutChart(String id, String key, Function<FanOutFigures, Double> figure) {}

    static final List<FanOutChart> FAN_OUT = List.of(
            new FanOutChart("chart-fanout-throughput", "aggregationsPerSecond", FanOutFigures::aggregationsPerSecond),
            new FanOutChart("chart-fanout-p99", "latencyP99Millis", FanOutFigures::latencyP99Millis),
            new FanOutChart("chart-fanout-threads", "peakLiveThreads", f -> (double) f.peakLiveThreads()));

    /** A bound (or the measured time) in the bounds chart: its key there and where results.json has it. */
    record Bound(String key, Function<Repetition, Double> nanos) {}

    private ScenarioChartExpectations() {}

    static List<String> chartIds(RunResults results) {
        return switch (results.options().scenario()) {
            case "fan-out" -> FAN_OUT.stream().map(FanOutChart::id).toList();
            case "latency", "pipelined" -> List.of("chart-bounds");
            default -> List.of();
        };
    }

    static List<Bound> bounds(RunResults results) {
        List<Bound> bounds = new ArrayList<>(List.of(
                new Bound("durationNanos", r -> (double) r.measuredPass().time().durationNanos()),
                new Bound(
                        "sequentialBoundNanos", r -> nanos(r.worker().scenario().sequentialBoundNanos()))));
        if (results.options().scenario().equals("pipelined")) {
            bounds.add(new Bound(
                    "pipelinedBoundNanos", r -> nanos(r.worker().scenario().pipelinedBoundNanos())));
        }
        return bounds;
    }

    /** The values of the ok repetitions; null where a repetition did not measure it. */
    static List<Double> values(VariantResults v, Function<Repetition, Double> figure) {
        return v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .map(figure)
                .toList();
    }

    static List<Double> fanOutValues(VariantResults v, int k, Function<FanOutFigures, Double> figure) {
        return values(v, r -> {
            ScenarioFigures s = r.worker().scenario();
            return s == null || s.fanOut() == null
                    ? null
                    : s.fanOut().stream()
                            .filter(f -> f.concurrency() == k)
                            .findFirst()
                            .map(figure)
                            .orElse(null);
        });
    }

    static Double median(List<Double> values) {
        List<Double> sorted = values.stream().filter(Objects::nonNull).sorted().toList();
        if (sorted.isEmpty()) {
            return null;
        }
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    /** A summary in the embedded JSON equals the values' median, min, max and count. */
    static void assertSummary(JsonNode summary, List<Double> values, String what) {
        List<Double> measured = values.stream().filter(Objects::nonNull).toList();
        Double median = median(values);
        if (median == null) {
            assertThat(summary.get("median").isNull())
                    .as("%s: n/a, not 0", what)
                    .isTrue();
            return;
        }
        assertThat(summary.get("median").asDouble()).as("%s median", what).isCloseTo(median, within(1e-9 * median));
        assertThat(summary.get("min").asDouble())
                .as("%s min", what)
                .isEqualTo(
                        measured.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        assertThat(summary.get("max").asDouble())
                .as("%s max", what)
                .isEqualTo(
                        measured.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        assertThat(summary.get("n").asInt()).as("%s n", what).isEqualTo(measured.size());
    }

    /** The report's embedded data ({@code #report-data}'s {@code scenario}) against results.json. */
    static void assertEmbedded(JsonNode scenario, RunResults results) {
        assertThat(scenario.get("scenario").asString())
                .isEqualTo(results.options().scenario());
        boolean fanOut = results.options().scenario().equals("fan-out");
        assertThat(scenario.get("fanOut").size())
                .isEqualTo(fanOut ? results.variants().size() : 0);
        assertThat(scenario.get("bounds").size())
                .isEqualTo(
                        chartIds(results).contains("chart-bounds")
                                ? results.variants().size()
                                : 0);
        for (int i = 0; i < results.variants().size(); i++) {
            VariantResults v = results.variants().get(i);
            if (fanOut) {
                JsonNode line = scenario.get("fanOut").get(i);
                assertThat(line.get("variant").asString()).isEqualTo(v.variant());
                List<Integer> ks = results.options().concurrency();
                assertThat(line.get("points").size()).isEqualTo(ks.size());
                for (int j = 0; j < ks.size(); j++) {
                    JsonNode point = line.get("points").get(j);
                    assertThat(point.get("concurrency").asInt()).isEqualTo(ks.get(j));
                    for (FanOutChart chart : FAN_OUT) {
                        assertSummary(
                                point.get(chart.key()),
                                fanOutValues(v, ks.get(j), chart.figure()),
                                v.variant() + " K=" + ks.get(j) + " " + chart.key());
                    }
                }
            } else if (!scenario.get("bounds").isEmpty()) {
                JsonNode bar = scenario.get("bounds").get(i);
                assertThat(bar.get("variant").asString()).isEqualTo(v.variant());
                for (Bound bound : bounds(results)) {
                    assertSummary(bar.get(bound.key()), values(v, bound.nanos()), v.variant() + " " + bound.key());
                }
            }
        }
    }

    /** What the browser drew ({@code #report-status}'s data-charts) against results.json. */
    static void assertDrawn(JsonNode charts, RunResults results) {
        for (String id : chartIds(results)) {
            assertThat(charts.get(id)).as("chart %s drawn", id).isNotNull();
            assertThat(charts.get(id).get("paths").asInt())
                    .as("SVG paths drawn in %s", id)
                    .isPositive();
        }
        if (results.options().scenario().equals("fan-out")) {
            for (FanOutChart chart : FAN_OUT) {
                JsonNode drawn = charts.get(chart.id());
                int whiskers = 0;
                for (VariantResults v : results.variants()) {
                    JsonNode points = drawn.get("values").get(v.variant());
                    List<Integer> measuredKs = results.options().concurrency().stream()
                            .filter(k -> median(fanOutValues(v, k, chart.figure())) != null)
                            .toList();
                    assertThat(points.size())
                            .as("%s: %s's points", chart.id(), v.variant())
                            .isEqualTo(measuredKs.size());
                    for (int j = 0; j < measuredKs.size(); j++) {
                        int k = measuredKs.get(j);
                        List<Double> values = fanOutValues(v, k, chart.figure());
                        double median = median(values);
                        assertThat(points.get(j).get(0).asInt()).isEqualTo(k);
                        assertThat(points.get(j).get(1).asDouble())
                                .as("%s %s K=%d", chart.id(), v.variant(), k)
                                .isCloseTo(median, within(1e-9 * Math.max(1, median)));
                        whiskers += values.stream().filter(Objects::nonNull).count() >= 2 ? 1 : 0;
                    }
                }
                assertThat(drawn.get("whiskers").asInt())
                        .as("%s min-max whiskers", chart.id())
                        .isEqualTo(whiskers);
                assertThat(drawn.get("logAxis").asBoolean())
                        .as("%s: a sweep over decades on a log axis", chart.id())
                        .isEqualTo(java.util.Collections.max(results.options().concurrency())
                                >= 10
                                        * java.util.Collections.min(
                                                results.options().concurrency()));
            }
        } else if (!chartIds(results).isEmpty()) {
            JsonNode drawn = charts.get("chart-bounds").get("values");
            for (Bound bound : bounds(results)) {
                JsonNode series = drawn.get(bound.key().equals("durationNanos") ? "measured" : bound.key());
                assertThat(series.size()).isEqualTo(results.variants().size());
                for (int i = 0; i < results.variants().size(); i++) {
                    Double median = median(values(results.variants().get(i), bound.nanos()));
                    String what = "chart-bounds " + bound.key() + " of "
                            + results.variants().get(i).variant();
                    if (median == null) {
                        assertThat(series.get(i).isNull()).as(what + ": n/a").isTrue();
                    } else {
                        assertThat(series.get(i).asDouble()).as(what).isCloseTo(median / 1e9, within(1e-12 * median));
                    }
                }
            }
        }
    }

    private static Double nanos(Long value) {
        return value == null ? null : value.doubleValue();
    }
}
