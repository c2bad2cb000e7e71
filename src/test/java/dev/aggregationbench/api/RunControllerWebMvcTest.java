package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/** The controller slice with the real service, store and error handling; the engine is {@link SlowTestEngine}. */
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
class RunControllerWebMvcTest {

    private static final Path RESULTS = tempDir();

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.results-dir", RESULTS::toString);
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

    static Stream<Arguments> badBodies() {
        return Stream.of(
                Arguments.of("{\"orders\":\"abc\"}", "orders"),
                Arguments.of("{\"orders\":0}", "orders"),
                Arguments.of("{\"orders\":1.5}", "orders"),
                Arguments.of("{\"orders\":true}", "orders"),
                Arguments.of("{\"orders\":1e30}", "orders"),
                Arguments.of("{\"pageSize\":0}", "pageSize"),
                Arguments.of("{\"pageSize\":\"big\"}", "pageSize"),
                Arguments.of("{\"cpus\":0}", "cpus"),
                Arguments.of("{\"cpus\":4096}", "cpus"),
                Arguments.of("{\"cpus\":\"one\"}", "cpus"),
                Arguments.of("{\"memory\":\"lots\"}", "memory"),
                Arguments.of("{\"memory\":\"1g\",\"heap\":\"2g\"}", "heap"),
                Arguments.of("{\"gc\":\"CMS\"}", "gc"),
                Arguments.of("{\"gc\":7}", "gc"),
                Arguments.of("{\"intervalMillis\":5}", "intervalMillis"),
                Arguments.of("{\"interval\":5}", "intervalMillis"),
                Arguments.of("{\"variants\":[\"naive\",\"quantum\"]}", "variants"),
                Arguments.of("{\"variants\":[]}", "variants"),
                Arguments.of("{\"variants\":\"naive\"}", "variants"),
                Arguments.of("{\"variants\":[\"naive\",\"naive\"]}", "variants"),
                Arguments.of("{\"variants\":[null]}", "variants"),
                Arguments.of("{\"repetitions\":0}", "repetitions"),
                Arguments.of("{\"warmup\":-1}", "warmup"),
                Arguments.of("{\"seed\":\"x\"}", "seed"),
                Arguments.of("{\"isolation\":\"vm\"}", "isolation"),
                Arguments.of("{\"timeoutSeconds\":0}", "timeoutSeconds"),
                Arguments.of("{\"timeout\":0}", "timeoutSeconds"),
                Arguments.of("{\"dockerNetwork\":\"overlay\"}", "dockerNetwork"),
                Arguments.of("{\"scenario\":\"all\"}", "scenario"),
                Arguments.of("{\"colour\":\"red\"}", "colour"),
                Arguments.of("{\"orders\":", "body"),
                Arguments.of("{\"orders\" 5}", "body"),
                Arguments.of("[1,2]", "body"),
                Arguments.of("", "body")); // an oversized body is 413: ApiHardeningHttpTest
    }

    @ParameterizedTest(name = "[{index}] {1}: {0}")
    @MethodSource("badBodies")
    void badBodyIsRefusedWith400ProblemJsonNamingTheFieldAndNoRunIsCreated(String body, String field) throws Exception {
        int runsBefore = runs.list().size();
        mvc.perform(post("/api/runs").contentType(MediaType.APPLICATION_JSON).content(body))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(400))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem(field)))
                .andExpect(jsonPath("$.detail").value(containsString(field + ": ")))
                .andExpect(jsonPath("$.trace").doesNotExist())
                .andExpect(content().string(not(containsString("Exception"))))
                .andExpect(content().string(not(containsString("\tat "))));
        assertThat(runs.list()).hasSize(runsBefore);
    }

    @Test
    void everyWrongFieldOfOneBodyIsNamed() throws Exception {
        mvc.perform(post("/api/runs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"orders\":-1,\"gc\":\"CMS\",\"variants\":[\"nope\"],\"isolation\":\"vm\"}"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.errors[*].field").value(hasSize(4)))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("orders")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("gc")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("variants")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("isolation")));
    }

    @Test
    void goodBodyIsAcceptedWithLocationAndQueuedStatusAndDefaultsFilledIn() throws Exception {
        MvcResult result = mvc.perform(post("/api/runs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"orders\":2000,\"variants\":[\"naive\",\"reactor\"],\"repetitions\":1}"))
                .andExpect(status().isAccepted())
                .andExpect(header().string("Location", matchesPattern("/api/runs/[0-9]{8}-[0-9]{6}-[0-9a-f]{6}")))
                .andExpect(jsonPath("$.status").value("queued"))
                .andExpect(jsonPath("$.options.orders").value(2000))
                .andExpect(jsonPath("$.options.pageSize").value(1000))
                .andExpect(jsonPath("$.options.gc").value("G1"))
                .andReturn();
        String location = result.getResponse().getHeader("Location");
        await().atMost(Duration.ofSeconds(30))
                .untilAsserted(() -> mvc.perform(get(location))
                        .andExpect(jsonPath("$.status").value("succeeded"))
                        .andExpect(jsonPath("$.result.options.variants[0]").value("naive")));
    }

    @Test
    void unknownRunIdsAnswer404ProblemJsonOnEveryRunEndpoint() throws Exception {
        for (String path : new String[] {
            "/api/runs/20240101-000000-abcdef",
            "/api/runs/no-such-run",
            "/api/runs/..%2F..%2Fetc",
            "/api/runs/20240101-000000-abcdef/results.csv",
            "/api/runs/20240101-000000-abcdef/summary.md",
            "/api/runs/20240101-000000-abcdef/report.html"
        }) {
            mvc.perform(get(path))
                    .andExpect(status().isNotFound())
                    .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                    .andExpect(jsonPath("$.status").value(404));
        }
        mvc.perform(get("/api/runs/20240101-000000-abcdef/events").accept(MediaType.TEXT_EVENT_STREAM))
                .andExpect(status().isNotFound())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON));
        mvc.perform(delete("/api/runs/20240101-000000-abcdef"))
                .andExpect(status().isNotFound())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON));
    }

    @Test
    void fullQueueAnswers429ProblemJsonWithRetryAfter() throws Exception {
        engine.closeGate();
        String running = submit();
        await().atMost(Duration.ofSeconds(10))
                .until(() -> runs.find(running).record().status() == RunStatus.RUNNING);
        String queued = submit();
        int runsBefore = runs.list().size();

        mvc.perform(post("/api/runs").contentType(MediaType.APPLICATION_JSON).content(SMALL_RUN))
                .andExpect(status().isTooManyRequests())
                .andExpect(header().string("Retry-After", "17"))
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(429))
                .andExpect(jsonPath("$.detail").value(containsString("queue is full")));

        assertThat(runs.list()).hasSize(runsBefore);
        engine.openGate();
        await().atMost(Duration.ofSeconds(30))
                .until(() -> runs.find(queued).record().status() == RunStatus.SUCCEEDED);
    }

    @Test
    void deletingAQueuedRunCancelsItAndDeletingAnEndedRunIs409() throws Exception {
        engine.closeGate();
        String running = submit();
        await().atMost(Duration.ofSeconds(10))
                .until(() -> runs.find(running).record().status() == RunStatus.RUNNING);
        String queued = submit();

        mvc.perform(delete("/api/runs/" + queued))
                .andExpect(status().isAccepted())
                .andExpect(jsonPath("$.status").value("cancelled"));
        engine.openGate();
        await().atMost(Duration.ofSeconds(30))
                .until(() -> runs.find(running).record().status().isFinal());

        mvc.perform(delete("/api/runs/" + queued))
                .andExpect(status().isConflict())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON));
        assertThat(runs.find(queued).record().status()).isEqualTo(RunStatus.CANCELLED);
    }

    @Test
    void listingParametersAreValidatedByName() throws Exception {
        mvc.perform(get("/api/runs").param("page", "-1"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.errors[0].field").value("page"));
        mvc.perform(get("/api/runs").param("size", "0"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.errors[0].field").value("size"));
        mvc.perform(get("/api/runs").param("page", "abc"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.errors[0].field").value("page"));
    }

    @Test
    void variantsAreTheSixOfTheRegistryWithDescriptions() throws Exception {
        mvc.perform(get("/api/variants"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[*].id")
                        .value(org.hamcrest.Matchers.contains(
                                "naive", "stream", "iterator", "async", "reactor", "virtual-threads")))
                .andExpect(jsonPath("$[5].description").value(containsString("virtual thread")));
    }

    private static final String SMALL_RUN = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}";

    private String submit() throws Exception {
        String location = mvc.perform(post("/api/runs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content(SMALL_RUN))
                .andExpect(status().isAccepted())
                .andReturn()
                .getResponse()
                .getHeader("Location");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    private static Path tempDir() {
        try {
            Path dir = Files.createTempDirectory("rest-webmvc-");
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
