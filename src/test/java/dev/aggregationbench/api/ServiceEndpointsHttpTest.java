package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * What the service publishes besides its runs, over real HTTP with {@link SlowTestEngine} behind it: the figures
 * the engine reported as Prometheus metrics, the actuator's health, info and metrics, the OpenAPI document of the
 * runs API and Swagger UI. The runs themselves: RunHttpFlowTest.
 */
@TestPropertySource(properties = "test-engine.repetition-millis=30")
class ServiceEndpointsHttpTest extends ServiceWithSlowTestEngine {

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
