package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.support.HttpApi;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs outlive the service: a second application context on the same results directory lists what the first one
 * persisted; runs left running (by a crash or a shutdown) come back as interrupted, queued ones as failed, with
 * the reason.
 */
class RunPersistenceRestartTest {

    private final Path results = TempDirs.create("rest-restart-");

    @Test
    void aNewApplicationContextListsPersistedRunsAndShowsUnfinishedOnesWithTheReason() {
        String succeeded;
        String heldAtShutdown;
        String queuedAtShutdown;
        String crashed;
        try (ConfigurableApplicationContext first = start()) {
            HttpApi api = api(first);
            succeeded = api.json(
                            api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"]," + "\"repetitions\":1}"))
                    .get("id")
                    .asString();
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> api.getJson("/api/runs/" + succeeded)
                            .get("status")
                            .asString()
                            .equals("succeeded"));

            first.getBean(SlowTestEngine.class).closeGate();
            heldAtShutdown = api.json(api.post("/api/runs", "{\"orders\":1000,\"repetitions\":1}"))
                    .get("id")
                    .asString();
            await().atMost(Duration.ofSeconds(10))
                    .until(() -> api.getJson("/api/runs/" + heldAtShutdown)
                            .get("status")
                            .asString()
                            .equals("running"));
            queuedAtShutdown = api.json(api.post("/api/runs", "{\"orders\":1000,\"repetitions\":1}"))
                    .get("id")
                    .asString();

            // What a service killed mid-run leaves behind: a run.json that still says running.
            RunStore store = first.getBean(RunStore.class);
            crashed = store.newId(Instant.now());
            RunRequest options = RunRequest.of(new RunRequest().toOptions(1));
            store.save(RunRecord.queued(crashed, options, Instant.now()).running(Instant.now()));
        }

        try (ConfigurableApplicationContext second = start()) {
            HttpApi api = api(second);
            JsonNode listed = api.getJson("/api/runs").get("runs");
            Map<String, JsonNode> byId = new HashMap<>();
            listed.forEach(run -> byId.put(run.get("id").asString(), run));

            assertThat(byId).containsKeys(succeeded, heldAtShutdown, queuedAtShutdown, crashed);
            assertThat(byId.get(succeeded).get("status").asString()).isEqualTo("succeeded");
            JsonNode onDisk = JsonMapper.builder()
                    .build()
                    .readTree(results.resolve(succeeded).resolve("results.json").toFile());
            assertThat(api.getJson("/api/runs/" + succeeded).get("result")).isEqualTo(onDisk);
            assertThat(byId.get(heldAtShutdown).get("status").asString()).isEqualTo("interrupted");
            assertThat(byId.get(heldAtShutdown).get("failureReason").asString())
                    .contains("shut down while this run was running");
            assertThat(byId.get(queuedAtShutdown).get("status").asString()).isEqualTo("failed");
            assertThat(byId.get(queuedAtShutdown).get("failureReason").asString())
                    .contains("shut down before this run started");
            assertThat(byId.get(crashed).get("status").asString()).isEqualTo("interrupted");
            assertThat(byId.get(crashed).get("failureReason").asString())
                    .contains("service stopped while this run was running", "no repetition had finished");
            List<String> order = listed.valueStream()
                    .map(run -> run.get("createdAt").asString())
                    .toList();
            assertThat(order).isSortedAccordingTo((a, b) -> Instant.parse(b).compareTo(Instant.parse(a)));
            assertThat(second.getBean(SlowTestEngine.class).runsStarted()).isZero();
        }
    }

    private ConfigurableApplicationContext start() {
        return new SpringApplicationBuilder(AggregationBenchApplication.class, TestEngineConfiguration.class)
                .run(
                        "--server.port=0",
                        "--aggbench.results-dir=" + results,
                        "--test-engine.repetition-millis=20",
                        "--spring.main.banner-mode=off");
    }

    private static HttpApi api(ConfigurableApplicationContext context) {
        return new HttpApi(
                ((WebServerApplicationContext) context).getWebServer().getPort());
    }
}
