package dev.aggregationbench.measurement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The data set the variant aggregated, as the API describes itself ({@code GET /orders/info}).
 * A field the API did not provide is {@code null}.
 *
 * @param raw the whole answer of {@code /orders/info}, for fields added later
 */
public record OrdersApiInfo(String url, Long totalOrders, Integer pageSize, Long seed, Map<String, Object> raw) {

    public OrdersApiInfo {
        // not Map.copyOf: an API may answer null for a field (our mock's latencyMillis for a distribution)
        raw = raw == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(raw));
    }
}
