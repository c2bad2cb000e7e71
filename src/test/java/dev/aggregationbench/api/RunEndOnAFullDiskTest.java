package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.SmallDisk;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * A run whose result files cannot be written because the disk filled up while it ran (a real, small tmpfs as the
 * results directory, filled): the service shows it failed with that reason, and so does the next service on the
 * same directory, because the run's end is written into the room its run.json reserved when it started.
 */
class RunEndOnAFullDiskTest {

    @Test
    void aRunThatCouldNotWriteItsFilesIsShownFailedWithTheReasonAfterARestart() throws Exception {
        try (SmallDisk disk = SmallDisk.mount("4m")) {
            String id;
            try (ConfigurableApplicationContext first = start(disk)) {
                HttpApi api = api(first);
                first.getBean(SlowTestEngine.class).closeGate();
                id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                        .get("id")
                        .asString();
                await().atMost(Duration.ofSeconds(30))
                        .until(() -> api.getJson("/api/runs/" + id)
                                .get("status")
                                .asString()
                                .equals("running"));
                disk.fill();
                first.getBean(SlowTestEngine.class).openGate();
                await().atMost(Duration.ofSeconds(30))
                        .until(() -> api.getJson("/api/runs/" + id)
                                .get("status")
                                .asString()
                                .equals("failed"));
                assertThat(api.getJson("/api/runs/" + id).get("failureReason").asString())
                        .contains("No space left on device");
            }
            disk.free();

            try (ConfigurableApplicationContext second = start(disk)) {
                JsonNode run = api(second).getJson("/api/runs/" + id);
                assertThat(run.get("status").asString()).isEqualTo("failed");
                assertThat(run.get("failureReason").asString())
                        .contains("No space left on device")
                        .doesNotContain("stopped while this run was running");
            }
        }
    }

    private static ConfigurableApplicationContext start(SmallDisk disk) {
        return new SpringApplicationBuilder(AggregationBenchApplication.class, TestEngineConfiguration.class)
                .run(
                        "--server.port=0",
                        "--aggbench.results-dir=" + disk.dir().resolve("results"),
                        "--test-engine.repetition-millis=20",
                        "--spring.main.banner-mode=off");
    }

    private static HttpApi api(ConfigurableApplicationContext context) {
        return new HttpApi(
                ((WebServerApplicationContext) context).getWebServer().getPort());
    }
}
