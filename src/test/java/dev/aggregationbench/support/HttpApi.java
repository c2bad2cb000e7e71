package dev.aggregationbench.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A real HTTP client for the service under test (java.net.http over loopback): the REST tests and the web page's. */
public final class HttpApi {

    /** One Server-Sent Event as received. */
    public record SseEvent(String id, String name, JsonNode data) {}

    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final JsonMapper json = JsonMapper.builder().build();
    private final String base;

    public HttpApi(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    public HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    public HttpResponse<byte[]> getBytes(String path) {
        try {
            return client.send(
                    HttpRequest.newBuilder(URI.create(base + path))
                            .timeout(Duration.ofSeconds(30))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public HttpResponse<String> post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    public HttpResponse<String> delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    public JsonNode json(HttpResponse<String> response) {
        return json.readTree(response.body());
    }

    public JsonNode getJson(String path) {
        return json(get(path));
    }

    /** Follows an event stream until the server ends it (or {@code limit} passes, which fails). */
    public List<SseEvent> followEvents(String path, Duration limit) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Accept", "text/event-stream")
                .GET()
                .build();
        CompletableFuture<List<SseEvent>> events = client.sendAsync(request, HttpResponse.BodyHandlers.ofLines())
                .thenApply(response -> {
                    if (response.statusCode() != 200) {
                        throw new IllegalStateException("event stream answered " + response.statusCode());
                    }
                    try (Stream<String> lines = response.body()) {
                        return parse(lines);
                    }
                });
        return events.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    private List<SseEvent> parse(Stream<String> lines) {
        List<SseEvent> events = new ArrayList<>();
        String[] current = new String[3];
        lines.forEachOrdered(line -> {
            if (line.isEmpty()) {
                if (current[2] != null) {
                    events.add(new SseEvent(current[0], current[1], json.readTree(current[2])));
                }
                current[0] = current[1] = current[2] = null;
            } else if (line.startsWith("id:")) {
                current[0] = line.substring(3).trim();
            } else if (line.startsWith("event:")) {
                current[1] = line.substring(6).trim();
            } else if (line.startsWith("data:")) {
                current[2] = (current[2] == null ? "" : current[2] + "\n") + line.substring(5);
            }
        });
        return events;
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return client.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
