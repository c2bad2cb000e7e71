package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.HttpApi.SseEvent;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service over real HTTP on a random port, with {@link SlowTestEngine} behind it: a run followed over SSE to
 * its end, its result and files as written on disk, cancellation, and a queued run told its place. Its metrics and
 * its OpenAPI document: ServiceEndpointsHttpTest.
 */
@TestPropertySource(properties = "test-engine.repetition-millis=30")
class RunHttpFlowTest extends ServiceWithSlowTestEngine {

    @Test
    void runFollowedOverSseEndsWithRunFinishedAndItsResultIsTheDocumentOnDisk() throws Exception {
        HttpResponse<String> accepted =
                api.post("/api/runs", "{\"orders\":3000,\"variants\":[\"naive\",\"reactor\"],\"repetitions\":2}");
        assertThat(accepted.statusCode()).isEqualTo(202);
        String location = accepted.headers().firstValue("Location").orElseThrow();
        String id = api.json(accepted).get("id").asString();
        assertThat(location).isEqualTo("/api/runs/" + id);

        List<SseEvent> events = api.followEvents(location + "/events", Duration.ofSeconds(60));

        assertThat(events)
                .extracting(SseEvent::name)
                .containsExactly(
                        "queued",
                        "run-started",
                        "variant-started",
                        "repetition-finished",
                        "variant-started",
                        "repetition-finished",
                        "variant-started",
                        "repetition-finished",
                        "variant-started",
                        "repetition-finished",
                        "run-finished");
        assertThat(events)
                .extracting(e -> e.data().get("sequence").asLong())
                .containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
        List<SseEvent> repetitions = events.stream()
                .filter(e -> e.name().equals("repetition-finished"))
                .toList();
        List<SlowTestEngine.Reported> all = engine.reported();
        List<SlowTestEngine.Reported> reported = all.subList(all.size() - 4, all.size());
        assertThat(repetitions)
                .extracting(e -> e.data().get("variant").asString())
                .containsExactly("naive", "naive", "reactor", "reactor");
        for (int i = 0; i < 4; i++) {
            JsonNode figures = repetitions.get(i).data().get("figures");
            assertThat(repetitions.get(i).data().get("repetitions").asInt()).isEqualTo(2);
            assertThat(repetitions.get(i).data().get("repetition").asInt())
                    .isEqualTo(reported.get(i).repetition());
            assertThat(figures.get("durationNanos").asLong())
                    .isEqualTo(((Number) reported.get(i).figures().get("durationNanos")).longValue());
            assertThat(figures.get("allocatedBytes").asLong())
                    .isEqualTo(((Number) reported.get(i).figures().get("allocatedBytes")).longValue());
        }
        assertThat(events.getLast().data().get("status").asString()).isEqualTo("succeeded");

        JsonNode run = api.getJson(location);
        assertThat(run.get("status").asString()).isEqualTo("succeeded");
        assertThat(run.get("progress").get("repetitionsFinished").asInt()).isEqualTo(4);
        assertThat(run.get("startedAt").isNull()).isFalse();
        assertThat(run.get("finishedAt").isNull()).isFalse();
        Path dir = results().resolve(id);
        JsonNode onDisk = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("results.json").toFile());
        assertThat(run.get("result")).isEqualTo(onDisk);
        assertThat(onDisk.get("options").get("orders").asLong()).isEqualTo(3000);

        HttpResponse<byte[]> csv = api.getBytes(location + "/results.csv");
        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/csv");
        assertThat(csv.body()).isEqualTo(Files.readAllBytes(dir.resolve("results.csv")));
        HttpResponse<byte[]> summary = api.getBytes(location + "/summary.md");
        assertThat(summary.statusCode()).isEqualTo(200);
        assertThat(summary.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/markdown");
        assertThat(summary.body()).isEqualTo(Files.readAllBytes(dir.resolve("summary.md")));
        HttpResponse<String> report = api.get(location + "/report.html");
        assertThat(report.statusCode()).isEqualTo(404);
        assertThat(report.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/problem+json");

        List<SseEvent> replay = api.followEvents(location + "/events", Duration.ofSeconds(10));
        assertThat(replay)
                .extracting(SseEvent::name)
                .isEqualTo(events.stream().map(SseEvent::name).toList());
    }

    @Test
    void deletingARunningRunInterruptsTheEngineAndEndsAsCancelled() throws Exception {
        engine.closeGate();
        int cancelledBefore = engine.runsCancelled();
        String id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                .get("id")
                .asString();
        await().atMost(Duration.ofSeconds(10))
                .until(() ->
                        api.getJson("/api/runs/" + id).get("status").asString().equals("running"));

        HttpResponse<String> deleted = api.delete("/api/runs/" + id);

        assertThat(deleted.statusCode()).isEqualTo(202);
        List<SseEvent> events = api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(30));
        assertThat(events.getLast().name()).isEqualTo("run-cancelled");
        JsonNode run = api.getJson("/api/runs/" + id);
        assertThat(run.get("status").asString()).isEqualTo("cancelled");
        assertThat(run.get("failureReason").asString()).contains("cancelled");
        assertThat(engine.runsCancelled()).isEqualTo(cancelledBefore + 1);
    }

    @Test
    void aQueuedRunIsToldItsNewPlaceWhenARunAheadLeavesTheQueue() throws Exception {
        engine.closeGate();
        String body = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}";
        String running = api.json(api.post("/api/runs", body)).get("id").asString();
        await().atMost(Duration.ofSeconds(10))
                .until(() -> api.getJson("/api/runs/" + running)
                        .get("status")
                        .asString()
                        .equals("running"));
        String ahead = api.json(api.post("/api/runs", body)).get("id").asString();
        String behind = api.json(api.post("/api/runs", body)).get("id").asString();

        assertThat(api.delete("/api/runs/" + ahead).statusCode()).isEqualTo(202);
        engine.openGate();

        List<SseEvent> events = api.followEvents("/api/runs/" + behind + "/events", Duration.ofSeconds(30));
        assertThat(events.stream()
                        .filter(e -> e.name().equals("queued"))
                        .map(e -> e.data().get("figures").get("queuePosition").asInt()))
                .containsExactly(2, 1);
        assertThat(events.getLast().name()).isEqualTo("run-finished");
    }
}
