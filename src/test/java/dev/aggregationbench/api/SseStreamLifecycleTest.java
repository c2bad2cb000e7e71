package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Event streams are released when they time out, even while their run goes on, and when the run ends. It waits for
 * the stream's real 1.5 s timeout by design, so it is in the slow tier.
 */
@IntegrationTest
@Import(TestEngineConfiguration.class)
class SseStreamLifecycleTest extends ServiceOnRandomPort {

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.sse-timeout", () -> "1500ms");
    }

    @Autowired
    SlowTestEngine engine;

    @Autowired
    RunService runs;

    @AfterEach
    void openGate() {
        engine.openGate();
    }

    @Test
    void aStreamThatTimesOutIsReleasedWhileItsRunStillRunsAndALaterStreamSeesTheEnd() throws Exception {
        engine.closeGate();
        String id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                .get("id")
                .asString();
        await().atMost(Duration.ofSeconds(10))
                .until(() -> runs.find(id).record().status() == RunStatus.RUNNING);

        CompletableFuture<List<HttpApi.SseEvent>> first = CompletableFuture.supplyAsync(() -> {
            try {
                return api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(20));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        await().atMost(Duration.ofSeconds(10)).until(() -> runs.find(id).openStreams() == 1);

        List<HttpApi.SseEvent> beforeTimeout = first.get();

        assertThat(beforeTimeout).extracting(HttpApi.SseEvent::name).containsExactly("queued", "run-started");
        assertThat(runs.find(id).openStreams()).isZero();
        assertThat(runs.find(id).record().status()).isEqualTo(RunStatus.RUNNING);

        engine.openGate();
        List<HttpApi.SseEvent> after = api.followEvents("/api/runs/" + id + "/events", Duration.ofSeconds(20));
        assertThat(after.getLast().name()).isEqualTo("run-finished");
        assertThat(runs.find(id).openStreams()).isZero();
    }
}
