package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The context rows under the fan-out table (issue 25), rendered from the committed fan-out run's results.json with a
 * context added to its options and to each worker's scenario figures: the counts as the mock gave them, the orders
 * off context, a page's allocation and CPU. A run without a context (the committed one as it is) has no such rows.
 */
class ContextTableTest {

    private static final Path FAN_OUT = Path.of("docs/results/2026-11-23-fan-out");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void aRunWithAContextShowsWhatEachRequestCarriedPerVariant(@TempDir Path dir) throws IOException {
        ObjectNode run = (ObjectNode) JSON.readTree(Files.readString(FAN_OUT.resolve("results.json")));
        ((ObjectNode) run.get("options")).put("context", "mdc").put("contextPropagation", "as-written");
        for (JsonNode variant : run.get("variants")) {
            for (JsonNode repetition : variant.get("repetitions")) {
                ObjectNode scenario = (ObjectNode) repetition.get("worker").get("scenario");
                long pages = scenario.get("pagesFetched").asLong();
                scenario.putObject("context")
                        .put("carrier", "mdc")
                        .put("propagation", "as-written")
                        .put("requestsRight", 1000)
                        .put("requestsNone", pages - 1000)
                        .put("requestsWrong", 0)
                        .put("ordersWithoutContext", 900_000)
                        .put("ordersWithAnotherContext", 0);
            }
        }
        Files.writeString(dir.resolve("results.json"), JSON.writeValueAsString(run));

        String table = ScenarioTable.text(ResultsFiles.read(dir));

        assertThat(table).contains("Context mdc, as-written: the id each page request carried");
        assertThat(table)
                .contains("| Variant | Requests right | Requests none | Requests wrong | Orders off context |");
        assertThat(table)
                .contains("| async | 1,000 (1,000-1,000) | 9,000 (9,000-9,000) | 0 (0-0) | 900,000 (900,000-900,000) "
                        + "| 58.6 (58.6-58.7) | 215 (192-225) | yes (3/3) |");
        assertThat(ScenarioTable.text(ResultsFiles.read(FAN_OUT))).doesNotContain("Context ");
    }
}
