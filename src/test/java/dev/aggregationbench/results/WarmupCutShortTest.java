package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The legend names the variants whose warm-up the cap in seconds cut short before the JVM was steady (a pinned pass
 * of ~40 s on JDK 21 is warmed up once), and says nothing when every warm-up ended steady or at its cap in passes.
 */
class WarmupCutShortTest {

    private static final Path COMMITTED = Path.of("docs/results/2026-11-26-sequential-500k");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path dir;

    @Test
    void theLegendNamesTheVariantsWhoseWarmupTheCapInSecondsCutShort() throws Exception {
        assertThat(ResultsTable.legend(ResultsFiles.read(COMMITTED))).doesNotContain("cut short");

        ObjectNode document =
                (ObjectNode) JSON.readTree(COMMITTED.resolve("results.json").toFile());
        for (JsonNode variant : document.get("variants")) {
            if (variant.get("variant").asString().equals("naive")) {
                for (JsonNode repetition : variant.get("repetitions")) {
                    JsonNode worker = repetition.get("worker");
                    ObjectNode end = (ObjectNode)
                            (worker.has("warmupEnd") ? worker.get("warmupEnd") : worker.get("steadyState"));
                    end.put("passesUsed", 1).put("maxPasses", 30).put("maxSeconds", 60);
                    end.put(end.has("converged") ? "converged" : "steady", false);
                }
            }
        }
        Files.writeString(dir.resolve("results.json"), JSON.writeValueAsString(document));

        assertThat(ResultsTable.legend(ResultsFiles.read(dir)))
                .contains(
                        "Warm-up cut short by its cap of 60 s before the JIT was quiet (one more pass would have ended "
                                + "past it): naive (3 of 3 JVMs, after at most 1 pass). Their measured pass is not steady.");
    }
}
