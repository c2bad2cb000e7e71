package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One reading of the mock's {@code /orders/info}: its page requests, faults and added delays so far (-1 or null
 * where it does not say, e.g. another API than the mock), and its fixed latency (null for a distribution).
 */
record MockReading(long pageRequests, Map<String, Long> faults, long servedDelayMillis, Long fixedLatencyNanos) {

    static MockReading of(HttpOrdersClient truth) {
        Map<String, Object> info;
        try {
            info = truth.fetchApiInfo();
        } catch (RuntimeException e) {
            return new MockReading(-1, null, -1, null);
        }
        Map<String, Long> faults = null;
        if (info.get("injectedFaults") instanceof Map<?, ?> injected) {
            faults = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : injected.entrySet()) {
                faults.put(String.valueOf(e.getKey()), ((Number) e.getValue()).longValue());
            }
        }
        return new MockReading(
                number(info, "pageRequests"),
                faults,
                number(info, "servedDelayMillis"),
                info.get("latencyMillis") instanceof Number n ? n.longValue() * 1_000_000L : null);
    }

    private static long number(Map<String, Object> info, String field) {
        return info.get(field) instanceof Number n ? n.longValue() : -1;
    }
}
