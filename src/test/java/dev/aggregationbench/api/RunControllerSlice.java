package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The controller slice the run controller's tests share: the real service, store and error handling behind
 * {@link RunController} and {@link VariantController}, the engine {@link SlowTestEngine}; a queue of one, requests
 * up to 2 KiB, Retry-After 17 s. The classes that extend it share one context; after each test every run has ended.
 */
@WebMvcTest(controllers = {RunController.class, VariantController.class})
@Import({
    ApiConfiguration.class,
    RunService.class,
    RunStore.class,
    ResultsDirectoryLock.class,
    BenchmarkMetrics.class,
    TestEngineConfiguration.class,
    SimpleMeterRegistryConfiguration.class
})
abstract class RunControllerSlice {

    /** A run small enough to end at once with the slow engine's default pace. */
    static final String SMALL_RUN = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}";

    /** Called once per context: each gets a results directory of its own. */
    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        Path results = TempDirs.create("rest-webmvc-");
        registry.add("aggbench.results-dir", results::toString);
        registry.add("aggbench.queue-capacity", () -> "1");
        registry.add("aggbench.max-request-bytes", () -> "2048");
        registry.add("aggbench.retry-after-seconds", () -> "17");
    }

    @Autowired
    MockMvc mvc;

    @Autowired
    RunService runs;

    @Autowired
    SlowTestEngine engine;

    @AfterEach
    void letEveryRunFinish() {
        engine.openGate();
        await().atMost(Duration.ofSeconds(30))
                .until(() -> runs.list().stream().allMatch(r -> r.status().isFinal()));
    }

    /** Posts {@link #SMALL_RUN}, which must be accepted; returns the new run's id. */
    String submit() throws Exception {
        String location = mvc.perform(post("/api/runs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(SMALL_RUN))
                .andExpect(status().isAccepted())
                .andReturn()
                .getResponse()
                .getHeader("Location");
        return location.substring(location.lastIndexOf('/') + 1);
    }
}
