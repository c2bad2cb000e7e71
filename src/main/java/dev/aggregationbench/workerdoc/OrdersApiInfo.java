package dev.aggregationbench.workerdoc;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the orders API says about itself ({@code GET /orders/info}) in the worker's document: the data set the variant
 * aggregated. A field the API did not provide is {@code null}: another API than the mock may say nothing at all.
 *
 * <p>The document keeps {@code url}, {@code totalOrders}, {@code pageSize}, {@code seed} and the whole answer
 * ({@code raw}, for fields added later); its counts are read typed from an answer ({@link ApiReading}), not written
 * twice.
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
        Long pageSize = ApiReading.number(info, "pageSize");
        return new OrdersApiInfo(
                url,
                ApiReading.number(info, "totalOrders"),
                pageSize == null ? null : pageSize.intValue(),
                ApiReading.number(info, "seed"),
                info);
    }

    /** An API that said nothing (it could not be read). */
    public static OrdersApiInfo unknown(String url) {
        return of(url, Map.of());
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
}
