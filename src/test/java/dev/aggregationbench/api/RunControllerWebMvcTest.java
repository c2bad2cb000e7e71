package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MvcResult;

/**
 * The run controller's answers in the slice of {@link RunControllerSlice} (the real service, store and error
 * handling; the engine is {@link SlowTestEngine}): a good body accepted and run, 404 for an unknown run on every
 * endpoint, 429 with Retry-After when the queue is full, cancelling a queued run and 409 for an ended one, and the
 * variants. What it refuses: RunRequestRefusedWebMvcTest.
 */
class RunControllerWebMvcTest extends RunControllerSlice {

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
    void variantsAreTheSixOfTheRegistryWithDescriptions() throws Exception {
        mvc.perform(get("/api/variants"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[*].id")
                        .value(org.hamcrest.Matchers.contains(
                                "naive", "stream", "iterator", "async", "reactor", "virtual-threads")))
                .andExpect(jsonPath("$[5].description").value(containsString("virtual thread")));
    }
}
