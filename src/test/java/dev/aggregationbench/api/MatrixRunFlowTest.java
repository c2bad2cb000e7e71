package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.support.HttpApi.SseEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * A matrix as the service runs it, over real HTTP with {@link SlowTestEngine} behind it (the service is under test;
 * MatrixRunHttpTest runs the real engine): its cells one after another, each between a cell-started and a
 * cell-finished event with every event between naming it; the run's progress naming the cell; once ended, its
 * matrix.json in the view, its cells' files served and the run list pointing at index.html. A matrix cancelled in
 * its first cell ends cancelled without starting the second.
 */
@TestPropertySource(properties = "test-engine.repetition-millis=20")
class MatrixRunFlowTest extends ServiceWithSlowTestEngine {

    private static final String BODY = "{\"gc\":[\"G1\",\"Parallel\"],\"variants\":[\"naive\"],\"repetitions\":1}";

    @Test
    void eachCellRunsBetweenItsOwnEventsAndTheViewHoldsTheMatrix() throws Exception {
        int startedBefore = engine.runsStarted();
        String id = api.json(api.post("/api/runs", BODY)).get("id").asString();

        List<SseEvent> events = api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(60));

        assertThat(events)
                .extracting(e -> e.name()
                        + (e.data().has("cell") ? " " + e.data().get("cell").asString() : ""))
                .containsExactly(
                        "queued",
                        "cell-started G1",
                        "run-started G1",
                        "variant-started G1",
                        "repetition-finished G1",
                        "cell-finished G1",
                        "cell-started Parallel",
                        "run-started Parallel",
                        "variant-started Parallel",
                        "repetition-finished Parallel",
                        "cell-finished Parallel",
                        "run-finished");
        assertThat(events.get(6).data().get("figures").get("cellNumber").asInt())
                .isEqualTo(2);
        assertThat(events.get(6).data().get("figures").get("describe").asString())
                .contains("gc Parallel");
        assertThat(engine.runsStarted()).isEqualTo(startedBefore + 2);

        JsonNode run = api.getJson("/api/runs/" + id);
        assertThat(run.get("status").asString()).isEqualTo("succeeded");
        assertThat(run.get("options").get("gc").toString()).isEqualTo("[\"G1\",\"Parallel\"]");
        JsonNode progress = run.get("progress");
        assertThat(progress.get("cell").asString() + " "
                        + progress.get("cellNumber").asInt() + "/"
                        + progress.get("cells").asInt() + ", "
                        + progress.get("repetitionsFinished").asInt())
                .isEqualTo("Parallel 2/2, 2");
        JsonNode matrix = run.get("matrix");
        assertThat(matrix.get("reference").asString()).isEqualTo("G1");
        assertThat(matrix.get("cells").get(1).get("name").asString()).isEqualTo("Parallel");
        assertThat(run.get("links").get("indexHtml").asString()).isEqualTo("/api/runs/" + id + "/index.html");
        Path dir = results().resolve(id);
        assertThat(api.getBytes("/api/runs/" + id + "/Parallel/results.json").body())
                .isEqualTo(Files.readAllBytes(dir.resolve("Parallel").resolve("results.json")));
        assertThat(api.getBytes("/api/runs/" + id + "/matrix.json").body())
                .isEqualTo(Files.readAllBytes(dir.resolve(MatrixIndex.MATRIX_JSON)));
        assertThat(api.get("/api/runs/" + id + "/ZGC/results.json").statusCode())
                .isEqualTo(404);
        assertThat(api.get("/?page=0").body())
                .contains(WebPageController.MATRIX_HEADLINE, "/api/runs/" + id + "/index.html");
    }

    @Test
    void aMatrixCancelledInItsFirstCellEndsCancelledWithoutStartingTheNext() throws Exception {
        engine.closeGate();
        int startedBefore = engine.runsStarted();
        String id = api.json(api.post("/api/runs", BODY)).get("id").asString();
        await().atMost(Duration.ofSeconds(10)).until(() -> engine.runsStarted() == startedBefore + 1);

        assertThat(api.delete("/api/runs/" + id).statusCode()).isEqualTo(202);
        List<SseEvent> events = api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(30));

        assertThat(events.getLast().name()).isEqualTo("run-cancelled");
        assertThat(events).filteredOn(e -> e.name().equals("cell-started")).hasSize(1);
        assertThat(api.getJson("/api/runs/" + id).get("status").asString()).isEqualTo("cancelled");
        engine.openGate();
        assertThat(engine.runsStarted()).isEqualTo(startedBefore + 1);
    }
}
