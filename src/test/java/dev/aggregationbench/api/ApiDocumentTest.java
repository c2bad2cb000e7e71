package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The OpenAPI document ({@code /v3/api-docs}) states what the service does, checked against the running service:
 * its request examples are accepted; every operation lists the problem+json errors it can give; the paged list's
 * parameters carry their bounds; a problem's {@code instance} is a relative reference, as the service writes it.
 * (The property-based version, over hundreds of generated requests: {@link ApiContractFuzzTest}.)
 */
@Import(TestEngineConfiguration.class)
class ApiDocumentTest extends ServiceOnRandomPort {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.queue-capacity", () -> "20");
    }

    JsonNode document;

    @BeforeEach
    void readTheDocument() {
        document = api.getJson("/v3/api-docs");
    }

    @Test
    void theDocumentsRequestExamplesAreAccepted() {
        JsonNode body = document.get("components").get("schemas").get("RunRequest");
        assertThat(body.has("example")).as("the request body has an example").isTrue();
        assertAccepted(body.get("example"));
        ObjectNode fromProperties = JSON.createObjectNode();
        body.get("properties").properties().forEach(property -> {
            if (property.getValue().has("example")) {
                fromProperties.set(property.getKey(), property.getValue().get("example"));
            }
        });
        assertThat(fromProperties.size()).as("properties with an example").isPositive();
        assertAccepted(fromProperties);
    }

    @Test
    void everyOperationListsTheProblemJsonErrorsItCanGive() {
        Map<String, List<String>> expected = Map.of(
                "post /api/runs", List.of("400", "413", "415", "429"),
                "get /api/runs", List.of("400"),
                "get /api/runs/{id}", List.of("400", "404"),
                "delete /api/runs/{id}", List.of("400", "404", "409"),
                "get /api/runs/{id}/{file}", List.of("400", "404"),
                "get /api/runs/{id}/{cell}/{cellFile}", List.of("400", "404"),
                "get /api/runs/{id}/events", List.of("400", "404"),
                "get /api/compare", List.of("400", "404"),
                "get /api/variants", List.of("400"),
                "get /api/figures", List.of("400"));
        expected.forEach((operation, codes) -> {
            String[] methodAndPath = operation.split(" ");
            JsonNode responses = document.get("paths")
                    .get(methodAndPath[1])
                    .get(methodAndPath[0])
                    .get("responses");
            for (String code : codes) {
                assertThat(responses.has(code))
                        .as("%s documents %s: %s", operation, code, responses)
                        .isTrue();
                assertThat(responses
                                .get(code)
                                .get("content")
                                .get("application/problem+json")
                                .get("schema")
                                .get("$ref")
                                .asString())
                        .as("%s %s", operation, code)
                        .isEqualTo("#/components/schemas/Problem");
            }
        });
    }

    @Test
    void jsonAnswersAreDeclaredAsJson() {
        for (String path : List.of("/api/runs", "/api/runs/{id}", "/api/variants", "/api/figures", "/api/compare")) {
            JsonNode ok =
                    document.get("paths").get(path).get("get").get("responses").get("200");
            assertThat(ok.get("content").propertyNames()).as(path).containsExactly("application/json");
        }
        assertThat(document.get("paths")
                        .get("/api/runs/{id}/events")
                        .get("get")
                        .get("responses")
                        .get("200")
                        .get("content")
                        .propertyNames())
                .containsExactly("text/event-stream");
    }

    @Test
    void thePagedListsParametersCarryTheirBounds() {
        JsonNode parameters = document.get("paths").get("/api/runs").get("get").get("parameters");
        for (JsonNode parameter : parameters) {
            JsonNode schema = parameter.get("schema");
            switch (parameter.get("name").asString()) {
                case "page" ->
                    assertThat(List.of(
                                    schema.get("minimum").asLong(),
                                    schema.get("maximum").asLong()))
                            .containsExactly(0L, (long) Integer.MAX_VALUE);
                case "size" ->
                    assertThat(List.of(
                                    schema.get("minimum").asLong(),
                                    schema.get("maximum").asLong()))
                            .containsExactly(1L, 100L);
                default -> throw new AssertionError("unexpected parameter " + parameter);
            }
        }
        HttpResponse<String> lastValid = api.get("/api/runs?page=" + Integer.MAX_VALUE + "&size=100");
        assertThat(lastValid.statusCode()).as(lastValid.body()).isEqualTo(200);
    }

    @Test
    void aProblemsInstanceIsARelativeReferenceAsTheServiceWritesIt() {
        JsonNode problem = document.get("components").get("schemas").get("Problem");
        assertThat(problem.get("properties").get("instance").get("format").asString())
                .isEqualTo("uri-reference");
        assertThat(api.json(api.get("/api/runs/nope")).get("instance").asString())
                .isEqualTo("/api/runs/nope");
    }

    private void assertAccepted(JsonNode body) {
        HttpResponse<String> answer = api.post("/api/runs", JSON.writeValueAsString(body));
        assertThat(answer.statusCode()).as("POST %s: %s", body, answer.body()).isEqualTo(202);
    }
}
