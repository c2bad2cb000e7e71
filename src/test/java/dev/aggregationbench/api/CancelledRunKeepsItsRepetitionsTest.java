package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.PartialRuns;
import dev.aggregationbench.support.ResultsSchema;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * DELETE of a running run (the real engine, worker JVMs in process isolation) once its first worker wrote its
 * document: the run ends {@code cancelled}, and its results are a partial run with that repetition, served like any
 * other run's. Cancelled before any repetition finished, its reason says so (not that its results hold them).
 */
@IntegrationTest
class CancelledRunKeepsItsRepetitionsTest extends ServiceOnRandomPort {

    private static final Duration LIMIT = Duration.ofMinutes(4);

    @Test
    void aRunCancelledAfterItsFirstRepetitionKeepsItAsAPartialResult() throws Exception {
        String id = api.json(api.post(
                        "/api/runs",
                        "{\"orders\":20000,\"pageSize\":500,\"variants\":[\"naive\"],"
                                + "\"repetitions\":3,\"warmup\":1,\"isolation\":\"process\"}"))
                .get("id")
                .asString();
        String location = "/api/runs/" + id;
        await().atMost(LIMIT)
                .pollInterval(Duration.ofMillis(50))
                .until(() -> Files.isRegularFile(results().resolve(id).resolve("jvms/transport-1.json")));

        assertThat(api.delete(location).statusCode()).isEqualTo(202);
        await().atMost(LIMIT)
                .until(() -> api.getJson(location).get("status").asString().equals("cancelled"));

        JsonNode run = api.getJson(location);
        assertThat(run.get("failureReason").asString()).contains("cancelled (DELETE)", "partial");
        JsonNode result = run.get("result");
        PartialRuns.assertPartialWithTheFirstRepetition(result, "cancelled (DELETE) while running", "naive-3");
        // transport, binding (a sequential run with naive) and naive, 3 each
        assertThat(result.get("partial").get("repetitionsPlanned").asInt()).isEqualTo(9);
        assertThat(ResultsSchema.violations(results().resolve(id).resolve("results.json")))
                .isEmpty();
        assertThat(api.get(location + "/summary.md").body()).contains("PARTIAL RUN", "cancelled (DELETE)");
    }

    @Test
    void aRunCancelledBeforeAnyRepetitionFinishedSaysSoInsteadOfPointingAtItsResults() {
        String id = api.json(api.post(
                        "/api/runs",
                        "{\"orders\":20000,\"pageSize\":500,\"variants\":[\"naive\"],"
                                + "\"repetitions\":1,\"isolation\":\"process\"}"))
                .get("id")
                .asString();
        String location = "/api/runs/" + id;
        await().atMost(LIMIT)
                .until(() -> api.getJson(location).get("status").asString().equals("running"));

        assertThat(api.delete(location).statusCode()).isEqualTo(202); // long before the first worker JVM ends
        await().atMost(LIMIT)
                .until(() -> api.getJson(location).get("status").asString().equals("cancelled"));

        JsonNode run = api.getJson(location);
        assertThat(run.get("result").get("partial").get("repetitionsFinished").asInt())
                .isZero();
        assertThat(run.get("failureReason").asString())
                .isEqualTo("cancelled (DELETE) while running; no repetition had finished");
    }
}
