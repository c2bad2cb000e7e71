package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.PartialRuns;
import dev.aggregationbench.support.ResultsSchema;
import dev.aggregationbench.support.ServiceProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code kill -9} of a real service JVM in the middle of a run (the real engine, process isolation), after its first
 * worker wrote its document: nothing in it can write the run's end, and its mock and worker JVMs end with it. A new
 * service on the same results directory shows the run {@code interrupted}, with results rebuilt from the worker
 * documents that were complete: a partial run holding that repetition.
 */
@IntegrationTest
class KilledServiceRestartTest {

    private static final Duration LIMIT = Duration.ofMinutes(4);

    private final Path results = TempDirs.create("rest-killed-");

    @Test
    void aRunWhoseServiceWasKilledShowsAsInterruptedWithTheRepetitionsThatFinished() throws Exception {
        String id;
        List<ProcessHandle> children;
        ServiceProcess first = ServiceProcess.start(results, 0, "first", LIMIT);
        try {
            HttpApi api = new HttpApi(first.port());
            id = api.json(api.post(
                            "/api/runs",
                            "{\"orders\":20000,\"pageSize\":500,\"variants\":[\"naive\"],"
                                    + "\"repetitions\":3,\"warmup\":1,\"isolation\":\"process\"}"))
                    .get("id")
                    .asString();
            await().atMost(LIMIT)
                    .pollInterval(Duration.ofMillis(50))
                    .until(() -> Files.isRegularFile(results.resolve(id).resolve("jvms/transport-1.json")));
            assertThat(api.getJson("/api/runs/" + id).get("status").asString()).isEqualTo("running");
            children = first.process().descendants().toList();
            assertThat(children).as("the mock and a worker JVM").isNotEmpty();
        } finally {
            first.kill(); // SIGKILL: no shutdown hook, nothing written
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> children.stream().noneMatch(ProcessHandle::isAlive));
        assertThat(results.resolve(id).resolve("results.json"))
                .as("results.json before the restart")
                .doesNotExist();

        try (ServiceProcess second = ServiceProcess.start(results, 0, "second", LIMIT)) {
            HttpApi api = new HttpApi(second.port());
            JsonNode run = api.getJson("/api/runs/" + id);
            assertThat(run.get("status").asString()).isEqualTo("interrupted");
            assertThat(run.get("failureReason").asString())
                    .contains("the service stopped while this run was running", "partial");
            PartialRuns.assertPartialWithTheFirstRepetition(
                    run.get("result"), "the service stopped while this run was running", "naive-3");
            assertThat(ResultsSchema.violations(results.resolve(id).resolve("results.json")))
                    .isEmpty();
            assertThat(api.get("/api/runs/" + id + "/summary.md").body()).contains("PARTIAL RUN");
        }
    }
}
