package dev.aggregationbench.workerdoc;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the orders API says about itself ({@code GET /orders/info}), read in one place for everyone who asks: the
 * worker's document (the data set the variant aggregated), the worker's scenario figures (the mock's page requests,
 * injected faults and added delays before and after a pass) and the orchestration (the mock's CPU per page served).
 * A field the API did not provide is {@code null}: another API than the mock may say nothing at all.
 *
 * <p>The document keeps {@code url}, {@code totalOrders}, {@code pageSize}, {@code seed} and the whole answer
 * ({@code raw}, for fields added later); the other readings are typed views of {@code raw}, not written twice.
 *
 * @param raw the whole answer of {@code /orders/info}
 */
public record OrdersApiInfo(String url, Long totalOrders, Integer pageSize, Long seed, Map<String, Object> raw) {

    public OrdersApiInfo {
        // not Map.copyOf: an API may answer null for a field (our mock's latencyMillis for a distribution)
        raw = raw == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(raw));
    }

    /** The answer of {@code url}'s {@code /orders/info} as a JSON object; an empty one when the API has none. */
    public static OrdersApiInfo of(String url, Map<String, Object> answer) {
        Map<String, Object> info = answer == null ? Map.of() : answer;
        Long pageSize = number(info, "pageSize");
        return new OrdersApiInfo(
                url,
                number(info, "totalOrders"),
                pageSize == null ? null : pageSize.intValue(),
                number(info, "seed"),
                info);
    }

    /** An API that said nothing (it could not be read). */
    public static OrdersApiInfo unknown(String url) {
        return of(url, Map.of());
    }

    /** Page requests the mock answered so far; {@code null} when it does not say. */
    public Long pageRequests() {
        return number(raw, "pageRequests");
    }

    /** The delays the mock added to its answers so far (latency, slow pages); {@code null} when it does not say. */
    public Long servedDelayMillis() {
        return number(raw, "servedDelayMillis");
    }

    /** The mock's fixed latency per page; {@code null} for a latency distribution or when it does not say. */
    public Long latencyMillis() {
        return number(raw, "latencyMillis");
    }

    /** Page requests the mock answered 429 so far ({@code --api-max-in-flight}); {@code null} when it does not say. */
    public Long throttledRequests() {
        return number(raw, "throttledRequests");
    }

    /** Page requests so far that arrived after the deadline they carried; null from a mock without the count. */
    public Long lateRequests() {
        return number(raw, "lateRequests");
    }

    /** The mock JVM's CPU time so far; {@code null} when it does not say. */
    public Long processCpuNanos() {
        return number(raw, "processCpuNanos");
    }

    /** The faults the mock injected so far, per kind; {@code null} when it does not say. */
    public Map<String, Long> injectedFaults() {
        return counts("injectedFaults");
    }

    /**
     * The mock's page requests so far by the {@code X-Context-Id} they carried ({@code right}, {@code none},
     * {@code wrong}); {@code null} when it does not say.
     */
    public Map<String, Long> contextIds() {
        return counts("contextIds");
    }

    /**
     * The JDK the API runs on, vendor and exact version ({@code Eclipse Adoptium 25.0.3+9-LTS}); {@code null} when it
     * does not say (another API, or a mock older than the field).
     */
    public String javaRuntime() {
        return raw.get("javaVendor") instanceof String vendor && raw.get("javaRuntimeVersion") instanceof String version
                ? vendor + " " + version
                : null;
    }

    private Map<String, Long> counts(String field) {
        if (!(raw.get(field) instanceof Map<?, ?> byName)) {
            return null;
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        byName.forEach((name, count) -> {
            if (count instanceof Number n) {
                counts.put(String.valueOf(name), n.longValue());
            }
        });
        return counts;
    }

    private static Long number(Map<String, Object> info, String field) {
        return info.get(field) instanceof Number n ? n.longValue() : null;
    }
}
