package dev.aggregationbench.orchestration;

import dev.aggregationbench.workerdoc.ApiReading;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The mock's own CPU time and page requests at one moment, from its {@code /orders/info} (the mock reads its JVM's
 * CPU time). Read before and after each worker JVM, the difference gives the mock's CPU time per page served: its
 * service time, which every sequential walk waits for page after page.
 */
record MockLoad(long processCpuNanos, long pageRequests) {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<Map<String, Object>> INFO = new TypeReference<>() {};

    /** The mock at {@code hostUrl} now; {@code null} when it cannot say. */
    static MockLoad read(String hostUrl) {
        try (HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build()) {
            HttpResponse<String> response = http.send(
                    HttpRequest.newBuilder(URI.create(hostUrl + "/orders/info"))
                            .timeout(Duration.ofSeconds(5))
                            .header("X-Mock-Fault", "none")
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return null;
            }
            ApiReading reading = ApiReading.of(JSON.readValue(response.body(), INFO));
            return reading.processCpuNanos() == null || reading.pageRequests() == null
                    ? null
                    : new MockLoad(reading.processCpuNanos(), reading.pageRequests());
        } catch (IOException | RuntimeException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** CPU nanoseconds per page served since {@code before}; null when no page was served in between. */
    Double cpuNanosPerPageSince(MockLoad before) {
        long pages = pageRequests - before.pageRequests;
        return pages <= 0 ? null : (double) (processCpuNanos - before.processCpuNanos) / pages;
    }
}
