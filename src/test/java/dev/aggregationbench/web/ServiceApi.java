package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.HttpApi;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * The service the page talks to, asked directly over HTTP (beside {@link WebPage}, which asks the browser): what
 * the service itself answers, so that a test can check the page shows the same, and the paths of its OpenAPI
 * document against the paths the page's scripts call.
 */
final class ServiceApi {

    /** A path the page's scripts call: {@code '/api/...'} or {@code `/api/...${id}...`} up to a quote or query. */
    private static final Pattern CALLED = Pattern.compile("[`'](/api/[^`'?]*)");

    final HttpApi http;

    ServiceApi(HttpApi http) {
        this.http = http;
    }

    /** The message the service gives about {@code field} when {@code body} is posted as a run (a 400). */
    String errorAbout(String body, String field) {
        HttpResponse<String> answer = http.post("/api/runs", body);
        assertThat(answer.statusCode()).as("POST %s", body).isEqualTo(400);
        for (JsonNode error : http.json(answer).get("errors")) {
            if (error.get("field").asString().equals(field)) {
                return error.get("message").asString();
            }
        }
        throw new AssertionError("no error about " + field + " in " + answer.body());
    }

    /** Posts runs until the queue is full; returns their ids and the service's answer to the one refused (429). */
    QueueFilled fillTheQueue(String body) {
        List<String> queued = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            HttpResponse<String> answer = http.post("/api/runs", body);
            if (answer.statusCode() != 202) {
                assertThat(answer.statusCode())
                        .as("POST %s: %s", body, answer.body())
                        .isEqualTo(429);
                return new QueueFilled(queued, http.json(answer).get("detail").asString());
            }
            queued.add(http.json(answer).get("id").asString());
        }
        throw new AssertionError("the queue took 50 runs and refused none");
    }

    record QueueFilled(List<String> ids, String refusal) {}

    /** Cancels a run (202). */
    void cancel(String id) {
        HttpResponse<String> cancelled = http.delete("/api/runs/" + id);
        assertThat(cancelled.statusCode())
                .as("DELETE run %s: %s", id, cancelled.body())
                .isEqualTo(202);
    }

    /** The body of a GET that must answer 200. */
    String get(String path) {
        HttpResponse<String> answer = http.get(path);
        assertThat(answer.statusCode()).as("GET %s", path).isEqualTo(200);
        return answer.body();
    }

    /** Each path of the OpenAPI document as a pattern: a {parameter} matches one path segment. */
    List<Pattern> documentedPaths() {
        return http.getJson("/v3/api-docs").get("paths").propertyNames().stream()
                .map(p -> Pattern.compile(Pattern.quote(p).replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q")))
                .toList();
    }

    /** The /api paths the page's scripts (under /web/) call, each {@code ${...}} replaced by {@code x}. */
    Set<String> pathsThePageCalls(List<String> scripts) {
        Set<String> called = new TreeSet<>();
        for (String script : scripts) {
            Matcher m = CALLED.matcher(get("/web/" + script));
            while (m.find()) {
                called.add(m.group(1).replaceAll("\\$\\{[^}]+}", "x"));
            }
        }
        return called;
    }

    /** What {@code compare} says of two result folders, per "variant/figure": the verdicts the page must show. */
    static Map<String, String> verdictsOfCompare(Path baseline, Path current) {
        return RunComparison.changes(ResultsFiles.read(baseline), ResultsFiles.read(current)).stream()
                .collect(Collectors.toMap(
                        c -> c.variant() + "/" + c.figure().id(),
                        c -> c.verdict().id()));
    }
}
