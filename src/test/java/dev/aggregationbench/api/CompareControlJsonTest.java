package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.api.CompareController.Comparison;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** GET /api/compare's answer carries the transport row as the control, on the committed runs of exercise 3. */
class CompareControlJsonTest {

    private static final Path EXERCISE = Path.of("docs/results/2026-11-24-exercises");

    @Test
    void theAnswerHoldsTheControlAndEachVariantRelativeToIt() {
        RunResults before = ResultsFiles.read(EXERCISE.resolve("reactor-before"));
        RunResults after = ResultsFiles.read(EXERCISE.resolve("reactor-publishon"));

        JsonNode json =
                JsonMapper.builder().build().valueToTree(Comparison.of("before", "after", before, after, false));

        assertThat(json.get("control")).hasSize(2);
        assertThat(json.get("control").get(0).get("variant").asString()).isEqualTo("transport");
        assertThat(json.get("control").get(0).get("changePercent").asDouble()).isGreaterThan(46);
        JsonNode reactorTime = json.get("relativeToTransport").get(0);
        assertThat(reactorTime.get("variant").asString()).isEqualTo("reactor");
        assertThat(reactorTime.get("figure").asString()).isEqualTo("durationNanos");
        assertThat(reactorTime.get("baselineText").asString()).isEqualTo("1.175x");
        assertThat(reactorTime.get("verdict").asString()).isEqualTo("not-resolved");
        assertThat(json.get("regressions").asLong())
                .as("the absolute table still says what it says")
                .isEqualTo(1);
    }
}
