package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The two documents beside the pages, read with messages that say what a server that is not our mock got wrong:
 * the ground truth ({@code GET <base>/orders/stats}, required: without it no result can be checked) and the API's
 * description ({@code GET <base>/orders/info}, optional: a 404 gives an empty description).
 */
final class ApiDocuments {

    /** What {@code /orders/stats} must answer (mock-api/openapi.yaml, schema OrderStats). */
    static final String STATS_SHAPE = "{\"count\":<integer>,\"totalAmount\":\"<decimal>\",\"minAmount\":..,"
            + "\"maxAmount\":..,\"averageAmount\":..,\"byStatus\":{\"pending\":{\"count\":..,\"totalAmount\":\"..\"},"
            + "..}} (mock-api/openapi.yaml, schema OrderStats)";

    private final HttpClient http;
    private final ClientSettings settings;
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    ApiDocuments(HttpClient http, ClientSettings settings) {
        this.http = http;
        this.settings = settings;
    }

    /** The ground truth at {@code /orders/stats} plus {@code query} ({@code ""} or {@code "?partition=.."}). */
    OrderStats stats(String query) {
        URI uri = settings.endpoint("/orders/stats" + query);
        HttpResponse<byte[]> response = get(uri);
        if (response.statusCode() == 404) {
            throw new IllegalStateException("the orders API at " + settings.baseUri() + " has no ground truth: GET "
                    + uri + " answered HTTP 404 (" + PageFailures.snippet(response.body()) + "). The worker checks "
                    + "every pass against it, so it needs this endpoint to answer " + STATS_SHAPE);
        }
        requireOk(uri, response);
        String notTheShape = "GET " + uri + " did not answer the ground truth: expected " + STATS_SHAPE + ", but ";
        JsonNode tree;
        try {
            tree = MAPPER.readTree(response.body());
        } catch (JacksonException e) {
            throw new IllegalStateException(
                    notTheShape + "the body is not JSON (" + e.getOriginalMessage() + "): "
                            + PageFailures.snippet(response.body()),
                    e);
        }
        List<String> wrong = wrongFields(tree);
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(
                    notTheShape + String.join(", ", wrong) + ": " + PageFailures.snippet(response.body()));
        }
        try {
            return OrderStatsJson.read(response.body());
        } catch (JacksonException e) {
            throw new IllegalStateException(
                    notTheShape + e.getOriginalMessage() + ": " + PageFailures.snippet(response.body()), e);
        }
    }

    /** The API's description at {@code /orders/info}; empty when the server has none (404). */
    Map<String, Object> info() {
        URI uri = settings.endpoint("/orders/info");
        HttpResponse<byte[]> response = get(uri);
        if (response.statusCode() == 404) {
            return Map.of();
        }
        requireOk(uri, response);
        try {
            return MAPPER.readValue(response.body(), new TypeReference<Map<String, Object>>() {});
        } catch (JacksonException e) {
            throw new IllegalStateException(
                    "GET " + uri + " did not answer a JSON object (" + e.getOriginalMessage() + "): "
                            + PageFailures.snippet(response.body()),
                    e);
        }
    }

    /** What is missing or of the wrong type in a ground-truth document; empty when its shape is right. */
    private static List<String> wrongFields(JsonNode tree) {
        List<String> wrong = new ArrayList<>();
        if (tree == null || !tree.isObject()) {
            wrong.add("the body is not a JSON object");
            return wrong;
        }
        JsonNode count = tree.get("count");
        if (count == null || count.isNull()) {
            wrong.add("'count' is missing");
        } else if (!count.isIntegralNumber()) {
            wrong.add("'count' is not an integer");
        }
        JsonNode total = tree.get("totalAmount");
        if (total == null || total.isNull()) {
            wrong.add("'totalAmount' is missing");
        }
        JsonNode byStatus = tree.get("byStatus");
        if (byStatus == null || byStatus.isNull()) {
            wrong.add("'byStatus' is missing");
        } else if (!byStatus.isObject()) {
            wrong.add("'byStatus' is not an object");
        }
        return wrong;
    }

    private HttpResponse<byte[]> get(URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(settings.requestTimeout())
                .header("Accept", "application/json")
                .GET()
                .build();
        try {
            return http.send(request, BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException("could not connect to " + uri + ": " + ConnectionFailures.describe(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while fetching " + uri, e);
        }
    }

    private static void requireOk(URI uri, HttpResponse<byte[]> response) {
        if (response.statusCode() != 200) {
            throw new IllegalStateException("GET " + uri + " answered HTTP " + response.statusCode() + ": "
                    + PageFailures.snippet(response.body()));
        }
    }
}
