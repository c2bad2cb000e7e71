package dev.aggregationbench.workerdoc;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the orders API says at one moment ({@code GET /orders/info}), typed once from its answer: the worker's
 * scenario figures read it before and after a pass (a count's share of the pass is the difference of the two
 * readings), the orchestration reads the mock's CPU per page served. A field the API did not give is {@code null}:
 * another API than the mock may say nothing at all. The worker's document keeps the whole answer, not this reading
 * ({@link OrdersApiInfo#raw()}).
 *
 * @param pageRequests      page requests the mock answered so far
 * @param servedDelayMillis the delays the mock added to its answers so far (latency, slow pages)
 * @param latencyMillis     the mock's fixed latency per page; {@code null} for a latency distribution too
 * @param throttledRequests page requests the mock answered 429 so far ({@code --api-max-in-flight})
 * @param lateRequests      page requests so far that arrived after the deadline they carried
 * @param processCpuNanos   the mock JVM's CPU time so far
 * @param injectedFaults    the faults the mock injected so far, per kind
 * @param contextIds        the page requests so far by the {@code X-Context-Id} they carried ({@code right},
 *                          {@code none}, {@code wrong})
 */
public record ApiReading(
        Long pageRequests,
        Long servedDelayMillis,
        Long latencyMillis,
        Long throttledRequests,
        Long lateRequests,
        Long processCpuNanos,
        Map<String, Long> injectedFaults,
        Map<String, Long> contextIds) {

    /** An API that said nothing (it could not be read). */
    public static final ApiReading NONE = of(Map.of());

    /** The answer of {@code /orders/info} as a JSON object; {@code null} as {@link #NONE}. */
    public static ApiReading of(Map<String, Object> answer) {
        Map<String, Object> info = answer == null ? Map.of() : answer;
        return new ApiReading(
                number(info, "pageRequests"),
                number(info, "servedDelayMillis"),
                number(info, "latencyMillis"),
                number(info, "throttledRequests"),
                number(info, "lateRequests"),
                number(info, "processCpuNanos"),
                counts(info, "injectedFaults"),
                counts(info, "contextIds"));
    }

    /** A whole number the answer gives for {@code field}; {@code null} when it gives none. */
    static Long number(Map<String, Object> answer, String field) {
        return answer.get(field) instanceof Number n ? n.longValue() : null;
    }

    private static Map<String, Long> counts(Map<String, Object> answer, String field) {
        if (!(answer.get(field) instanceof Map<?, ?> byName)) {
            return null;
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        byName.forEach((name, count) -> {
            if (count instanceof Number n) {
                counts.put(String.valueOf(name), n.longValue());
            }
        });
        return Collections.unmodifiableMap(counts);
    }
}
