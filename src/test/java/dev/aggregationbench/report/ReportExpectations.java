package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.report.ReportData.BarChart;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.workerdoc.PassResult;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import tools.jackson.databind.JsonNode;

/**
 * What the browser must have drawn for a run, worked out from its results.json independently of the report's
 * code: which repetition each timeline shows, how many samples and GC events that is, which bars have a value.
 */
final class ReportExpectations {

    private ReportExpectations() {}

    /** The repetition a timeline shows: median duration among the ok ones, else the first that measured a pass. */
    static Optional<PassResult> timelinePass(VariantResults v) {
        List<Repetition> ok = v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK && r.measuredPass() != null)
                .sorted(Comparator.comparingLong(r -> r.measuredPass().time().durationNanos()))
                .toList();
        if (!ok.isEmpty()) {
            return Optional.of(ok.get((ok.size() - 1) / 2).measuredPass());
        }
        return v.repetitions().stream()
                .map(Repetition::measuredPass)
                .filter(p -> p != null
                        && p.samples() != null
                        && !p.samples().samples().isEmpty())
                .findFirst();
    }

    static List<String> chartIds() {
        List<String> ids = new ArrayList<>(List.of("chart-heap", "chart-allocation"));
        ReportData.BAR_CHARTS.forEach(bar -> ids.add("chart-bar-" + bar.figure()));
        return ids;
    }

    /** Every chart has SVG paths and holds exactly the data points the run's results call for. */
    static void assertChartsMatch(JsonNode charts, RunResults results) {
        List<String> ids = new ArrayList<>(chartIds());
        ids.addAll(ScenarioChartExpectations.chartIds(results));
        assertThat(charts.propertyNames()).containsExactlyInAnyOrderElementsOf(ids);
        for (String id : ids) {
            assertThat(charts.get(id).get("paths").asInt())
                    .as("SVG paths drawn in %s", id)
                    .isPositive();
        }
        List<PassResult> timelines = results.variants().stream()
                .map(ReportExpectations::timelinePass)
                .flatMap(Optional::stream)
                .toList();
        int samples =
                timelines.stream().mapToInt(p -> p.samples().samples().size()).sum();
        int gcEvents = timelines.stream().mapToInt(p -> p.gc().events().size()).sum();
        JsonNode heap = charts.get("chart-heap");
        assertThat(heap.get("series").asInt())
                .as("heap chart: per variant the sampled line, the live-set steps and other GC markers")
                .isEqualTo(3 * timelines.size());
        assertThat(heap.get("gcMarkers").asInt())
                .as("heap chart: one marker per GC event")
                .isEqualTo(gcEvents);
        assertThat(heap.get("points").asInt())
                .as("heap chart: every sample and GC event")
                .isEqualTo(samples + gcEvents);
        assertThat(charts.get("chart-allocation").get("points").asInt())
                .as("allocation chart: every sample plus the exact total per variant")
                .isEqualTo(samples + timelines.size());
        for (BarChart bar : ReportData.BAR_CHARTS) {
            Figure figure = Figure.fromId(bar.figure());
            JsonNode drawn = charts.get("chart-bar-" + bar.figure());
            List<String> notMeasured = results.variants().stream()
                    .filter(v -> v.figure(figure).median() == null)
                    .map(VariantResults::variant)
                    .toList();
            long whiskers = results.variants().stream()
                    .map(v -> v.figure(figure))
                    .filter(s -> s.median() != null && s.n() >= 2)
                    .count();
            assertThat(drawn.get("bars").asInt())
                    .as("bars in %s", bar.figure())
                    .isEqualTo(results.variants().size() - notMeasured.size());
            assertThat(drawn.get("whiskers").asInt())
                    .as("min-max whiskers in %s", bar.figure())
                    .isEqualTo(whiskers);
            assertThat(drawn.get("notMeasured")
                            .valueStream()
                            .map(JsonNode::asString)
                            .toList())
                    .as("variants labelled n/a in %s", bar.figure())
                    .isEqualTo(notMeasured);
        }
    }

    static FigureSummary summary(RunResults results, String variant, Figure figure) {
        return results.variants().stream()
                .filter(v -> v.variant().equals(variant))
                .findFirst()
                .orElseThrow()
                .figure(figure);
    }

    /** Pixels of the screenshot close to an RGB colour (the charts' colours are fixed per variant). */
    static long pixelsNear(Path png, int rgb) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int p = image.getRGB(x, y);
                if (Math.abs(((p >> 16) & 0xff) - ((rgb >> 16) & 0xff)) < 12
                        && Math.abs(((p >> 8) & 0xff) - ((rgb >> 8) & 0xff)) < 12
                        && Math.abs((p & 0xff) - (rgb & 0xff)) < 12) {
                    count++;
                }
            }
        }
        return count;
    }
}
