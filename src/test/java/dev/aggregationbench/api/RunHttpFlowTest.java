package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.HttpApi.SseEvent;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service over real HTTP on a random port, with {@link SlowTestEngine} behind it: a run followed over SSE to
 * its end, its result and files as written on disk, its metrics on /actuator/prometheus, and cancellation.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(TestEngineConfiguration.class)
class RunHttpFlowTest {

    private static final Path RESULTS = TempDirs.create("rest-flow-");

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.results-dir", RESULTS::toString);
        registry.add("test-engine.repetition-millis", () -> "30");
    }

    @LocalServerPort
    int port;

    @Autowired
    SlowTestEngine engine;

    HttpApi api;

    @BeforeEach
    void client() {
        api = new HttpApi(port);
    }

    @AfterEach
    void openGate() {
        engine.openGate();
    }

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
        Path dir = RESULTS.resolve(id);
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
    void prometheusShowsTheBenchmarkMetricsWithTheFiguresTheEngineReported() throws Exception {
        String id = api.json(api.post(
                        "/api/runs",
                        "{\"orders\":2000,\"variants\":[\"stream\",\"async\"],"
                                + "\"repetitions\":1,\"gc\":\"Parallel\",\"cpus\":0.5}"))
                .get("id")
                .asString();
        api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(60));
        Map<String, Object> stream = lastFigures("stream");

        String prometheus = api.get("/actuator/prometheus").body();

        String tags = "cpus=\"0.5\",gc=\"Parallel\",isolation=\"process\",variant=\"stream\"";
        assertThat(sample(prometheus, "aggbench_variant_duration_seconds{" + tags + "}"))
                .isCloseTo(((Number) stream.get("durationNanos")).doubleValue() / 1e9, within(1e-9));
        assertThat(sample(prometheus, "aggbench_variant_allocated_bytes{" + tags + "}"))
                .isEqualTo(((Number) stream.get("allocatedBytes")).doubleValue());
        assertThat(sample(prometheus, "aggbench_variant_allocated_per_order_bytes{" + tags + "}"))
                .isCloseTo(((Number) stream.get("allocatedBytesPerOrder")).doubleValue(), within(1e-6));
        assertThat(sample(prometheus, "aggbench_variant_gc_pauses{" + tags + "}"))
                .isEqualTo(((Number) stream.get("gcPauseCount")).doubleValue());
        assertThat(prometheus)
                .as("one meter per figure: the pause count is not published twice")
                .doesNotContain("aggbench_variant_gc_collections");
        assertThat(sample(prometheus, "aggbench_variant_live_heap_after_gc_bytes{" + tags + "}"))
                .isEqualTo(((Number) stream.get("liveHeapAfterGcBytes")).doubleValue());
        assertThat(sample(prometheus, "aggbench_runs_total{outcome=\"succeeded\"}"))
                .isGreaterThanOrEqualTo(1);
        assertThat(sample(prometheus, "aggbench_run_duration_seconds_count{outcome=\"succeeded\"}"))
                .isGreaterThanOrEqualTo(1);
        assertThat(sample(prometheus, "aggbench_queue_size")).isZero();
        assertThat(prometheus)
                .contains("aggbench_variant_duration_seconds{cpus=\"0.5\",gc=\"Parallel\","
                        + "isolation=\"process\",variant=\"async\"}");
        assertThat(prometheus).contains("jvm_memory_used_bytes");

        assertThat(api.get("/actuator/health").body()).contains("\"UP\"");
        assertThat(api.get("/actuator/info").statusCode()).isEqualTo(200);
        assertThat(api.get("/actuator/metrics/aggbench.runs").statusCode()).isEqualTo(200);
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

    @Test
    void openApiDocumentDescribesTheRunsApi() {
        HttpResponse<String> docs = api.get("/v3/api-docs");
        assertThat(docs.statusCode()).isEqualTo(200);
        JsonNode paths = api.json(docs).get("paths");
        assertThat(paths.has("/api/runs")).isTrue();
        assertThat(paths.has("/api/runs/{id}/events")).isTrue();
        assertThat(paths.has("/api/variants")).isTrue();
        JsonNode scenario = api.json(docs)
                .get("components")
                .get("schemas")
                .get("RunRequest")
                .get("properties")
                .get("scenario");
        assertThat(scenario.get("enum")
                        .valueStream()
                        .filter(value -> !value.isNull()) // null: left out, the default
                        .map(JsonNode::asString)
                        .toList())
                .as("the scenarios the web page's form offers: all is refused here, so it is not among them")
                .containsExactly("sequential", "latency", "pipelined", "fan-out", "faults");
        assertThat(api.get("/swagger-ui/index.html").statusCode()).isEqualTo(200);
    }

    private Map<String, Object> lastFigures(String variant) {
        List<SlowTestEngine.Reported> all = engine.reported().stream()
                .filter(r -> r.variant().equals(variant))
                .toList();
        return all.getLast().figures();
    }

    private static double sample(String prometheus, String series) {
        Matcher m = Pattern.compile("^" + Pattern.quote(series) + " (\\S+)$", Pattern.MULTILINE)
                .matcher(prometheus);
        assertThat(m.find()).as("series %s in%n%s", series, prometheus).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
