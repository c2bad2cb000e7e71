package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * 20 simultaneous POSTs over real HTTP: each is accepted and later finished, or refused with 429; none is lost and
 * the engine ({@link SlowTestEngine}, which records overlap) never runs two at once.
 */
@Import(TestEngineConfiguration.class)
class RunQueueConcurrencyTest extends ServiceOnRandomPort {

    private static final int CAPACITY = 3;
    private static final String BODY = "{\"orders\":1000,\"variants\":[\"naive\",\"iterator\"],\"repetitions\":1}";

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.queue-capacity", () -> Integer.toString(CAPACITY));
        registry.add("test-engine.repetition-millis", () -> "25");
    }

    @Autowired
    SlowTestEngine engine;

    @AfterEach
    void openGate() {
        engine.openGate();
    }

    @Test
    void twentySimultaneousPostsWhileARunIsHeldAreAcceptedUpToTheQueueOrRefusedWith429AndAllAcceptedFinish()
            throws Exception {
        int startedBefore = engine.runsStarted();
        engine.closeGate();

        List<HttpResponse<String>> responses = postSimultaneously(api, 20);

        Set<String> accepted = acceptedIds(api, responses);
        long refused = responses.stream().filter(r -> r.statusCode() == 429).count();
        assertThat(accepted.size() + refused)
                .as("every POST answered 202 or 429")
                .isEqualTo(20);
        // One run may already have left the queue for the engine, so CAPACITY or CAPACITY + 1 fit.
        assertThat(accepted.size()).isBetween(CAPACITY, CAPACITY + 1);
        for (HttpResponse<String> response : responses) {
            if (response.statusCode() == 429) {
                assertThat(response.headers().firstValue("Retry-After")).isPresent();
                assertThat(response.headers().firstValue("Content-Type").orElseThrow())
                        .startsWith("application/problem+json");
            }
        }
        engine.openGate();
        awaitAllSucceeded(api, accepted);
        assertThat(engine.runsStarted() - startedBefore).isEqualTo(accepted.size());
        assertThat(engine.maxConcurrentRuns()).isEqualTo(1);
    }

    @Test
    void twentySimultaneousPostsWithRunsFlowingAreNeverLostAndNeverOverlap() throws Exception {
        int startedBefore = engine.runsStarted();

        List<HttpResponse<String>> responses = postSimultaneously(api, 20);

        Set<String> accepted = acceptedIds(api, responses);
        long refused = responses.stream().filter(r -> r.statusCode() == 429).count();
        assertThat(accepted.size() + refused).isEqualTo(20);
        assertThat(accepted).isNotEmpty();
        awaitAllSucceeded(api, accepted);
        assertThat(engine.runsStarted() - startedBefore).isEqualTo(accepted.size());
        assertThat(engine.maxConcurrentRuns()).isEqualTo(1);
        JsonNode listed = api.getJson("/api/runs?size=100").get("runs");
        Set<String> listedIds = new HashSet<>();
        listed.forEach(run -> listedIds.add(run.get("id").asString()));
        assertThat(listedIds).containsAll(accepted);
    }

    private static List<HttpResponse<String>> postSimultaneously(HttpApi api, int count) throws Exception {
        CountDownLatch ready = new CountDownLatch(count);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<HttpResponse<String>>> futures = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(count)) {
            for (int i = 0; i < count; i++) {
                futures.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return api.post("/api/runs", BODY);
                }));
            }
            ready.await();
            go.countDown();
            List<HttpResponse<String>> responses = new ArrayList<>();
            for (Future<HttpResponse<String>> future : futures) {
                responses.add(future.get());
            }
            return responses;
        }
    }

    private static Set<String> acceptedIds(HttpApi api, List<HttpResponse<String>> responses) {
        Set<String> ids = new HashSet<>();
        for (HttpResponse<String> response : responses) {
            if (response.statusCode() == 202) {
                assertThat(ids.add(api.json(response).get("id").asString()))
                        .as("ids are unique")
                        .isTrue();
            }
        }
        return ids;
    }

    private static void awaitAllSucceeded(HttpApi api, Set<String> ids) {
        await().atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(100))
                .untilAsserted(() -> {
                    for (String id : ids) {
                        assertThat(api.getJson("/api/runs/" + id).get("status").asString())
                                .as(id)
                                .isEqualTo("succeeded");
                    }
                });
    }
}
