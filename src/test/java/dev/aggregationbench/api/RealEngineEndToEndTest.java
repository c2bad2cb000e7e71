package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.HttpApi.SseEvent;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The whole service with the real engine: a small run in process isolation triggered over HTTP and followed over
 * SSE to its end; its result is the document on disk, and it matches what the CLI writes for the same options
 * (same schema, options, conditions, variants and verdicts; timings naturally differ).
 */
@EnabledIf(
        value = "engineAndWorkerPresent",
        disabledReason =
                "needs the real engine and its worker: runs once EngineWiring wires BenchmarkRunner and "
                        + "dev.aggregationbench.worker.WorkerMain is part of the build (it was not on main when this test was written)")
@IntegrationTest
class RealEngineEndToEndTest extends ServiceOnRandomPort {

    static final String WORKER_MAIN = "dev.aggregationbench.worker.WorkerMain";
    private static final String BODY = "{\"orders\":4000,\"pageSize\":500,\"variants\":[\"naive\",\"virtual-threads\"],"
            + "\"repetitions\":1,\"warmup\":0,\"isolation\":\"process\"}";
    private static final List<String> CLI_ARGS = List.of(
            "--orders=4000",
            "--page-size=500",
            "--variants=naive,virtual-threads",
            "--repetitions=1",
            "--warmup=0",
            "--isolation=process",
            "--quiet");

    @Test
    void smallProcessRunFollowedOverSseSucceedsAndMatchesWhatTheCliWrites() throws Exception {
        HttpResponse<String> accepted = api.post("/api/runs", BODY);
        assertThat(accepted.statusCode()).isEqualTo(202);
        String location = accepted.headers().firstValue("Location").orElseThrow();

        List<SseEvent> events = api.followEvents(location + "/events", Duration.ofMinutes(5));

        assertThat(events.getFirst().name()).isEqualTo("queued");
        assertThat(events.getLast().name())
                .as("final event: %s", events.getLast().data())
                .isEqualTo("run-finished");
        assertThat(events)
                .filteredOn(e -> e.name().equals("repetition-finished"))
                .extracting(e -> e.data().get("variant").asString())
                .contains("naive", "virtual-threads");
        JsonNode run = api.getJson(location);
        assertThat(run.get("status").asString()).isEqualTo("succeeded");
        String id = run.get("id").asString();
        JsonNode service = JsonMapper.builder()
                .build()
                .readTree(results().resolve(id).resolve("results.json").toFile());
        assertThat(run.get("result")).isEqualTo(service);
        for (String file : List.of("results.csv", "summary.md", "report.html")) {
            assertThat(api.getBytes(location + "/" + file).body())
                    .as(file)
                    .isEqualTo(Files.readAllBytes(results().resolve(id).resolve(file)));
        }
        assertThat(api.getBytes(location + "/report.html")
                        .headers()
                        .firstValue("Content-Type")
                        .orElseThrow())
                .startsWith("text/html");

        String prometheus = api.get("/actuator/prometheus").body();
        String naive = "{cpus=\"1\",gc=\"G1\",isolation=\"process\",variant=\"naive\"}";
        assertThat(prometheus)
                .contains(
                        "aggbench_variant_duration_seconds" + naive,
                        "aggbench_variant_allocated_per_order_bytes" + naive,
                        "aggbench_variant_gc_pauses" + naive,
                        "aggbench_runs_total{outcome=\"succeeded\"} 1.0");

        JsonNode cli = runCli();
        assertThat(fieldNames(service)).isEqualTo(fieldNames(cli));
        assertThat(service.get("schemaVersion")).isEqualTo(cli.get("schemaVersion"));
        assertThat(service.get("options")).isEqualTo(cli.get("options"));
        assertThat(service.get("conditions").get("isolation"))
                .isEqualTo(cli.get("conditions").get("isolation"));
        assertThat(service.get("conditions").get("cpus"))
                .isEqualTo(cli.get("conditions").get("cpus"));
        assertThat(service.get("succeeded")).isEqualTo(cli.get("succeeded"));
        assertThat(verdicts(service)).isEqualTo(verdicts(cli)).isNotEmpty();
    }

    static boolean engineAndWorkerPresent() {
        try {
            Class.forName(WORKER_MAIN, false, RealEngineEndToEndTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static JsonNode runCli() throws Exception {
        Path output = Files.createTempDirectory("rest-e2e-cli-");
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(
                List.of(java, "-cp", System.getProperty("java.class.path"), "dev.aggregationbench.cli.BenchmarkMain"));
        command.addAll(CLI_ARGS);
        command.add("--output=" + output);
        Process cli = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(
                        output.resolveSibling(output.getFileName() + ".log").toFile())
                .start();
        if (!cli.waitFor(5, TimeUnit.MINUTES)) {
            cli.destroyForcibly();
            throw new AssertionError("the CLI did not finish within 5 minutes");
        }
        assertThat(cli.exitValue()).as("CLI exit code").isZero();
        return JsonMapper.builder()
                .build()
                .readTree(output.resolve("results.json").toFile());
    }

    private static List<String> fieldNames(JsonNode node) {
        return node.propertyNames().stream().sorted().toList();
    }

    private static List<String> verdicts(JsonNode results) {
        List<String> verdicts = new ArrayList<>();
        results.get("variants").forEach(v -> verdicts.add(v.get("variant").asString() + "=" + v.get("status")));
        return verdicts;
    }
}
