package dev.aggregationbench.workerdoc;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the worker measured of its scenario beyond the pass's own figures (docs/worker-document.md). {@code null}
 * fields were not measured in this scenario.
 *
 * @param scenario            the scenario id ({@code sequential}, {@code latency}, {@code pipelined}, {@code fan-out},
 *                            {@code faults})
 * @param workPerOrderMicros  pipelined: the busy CPU work each order costs
 * @param pagesFetched        pages of the last pass (all K walks together for fan-out)
 * @param retries             page attempts that failed and were tried again in the last pass, counted inside the
 *                            shared client (every variant retries there); {@code null} in documents written before
 *                            the client counted them
 * @param retriesByKind       the same per kind: {@code unavailable} (HTTP 5xx/429), {@code connection},
 *                            {@code timeout}, {@code malformed} (the body was not JSON: cut short); {@code null} as above
 * @param faultsInjected      the faults the mock answered during the last pass, per kind of its {@code --fault-kinds}
 *                            ({@code unavailable}, {@code reset}, {@code slow}, {@code malformed}; from its
 *                            {@code /orders/info} before and after), {@code null} when the mock did not say. A slow
 *                            page is not a failure: it is not retried unless it comes later than the request timeout
 * @param resentByHttpClient  page requests the JDK HttpClient sent again by itself during the last pass: a GET whose
 *                            pooled connection failed before any byte of the response (a reset) is resent once
 *                            inside the HttpClient, unseen by the client's retry loop. The mock's page requests minus
 *                            the pages received minus {@code retries}; {@code null} when the mock did not say
 * @param fanOut              fan-out: one entry per K of the sweep, in the order run
 * @param sequentialBoundNanos latency, pipelined and faults: the wait for the mock + orders x work, what a walk that
 *                            waits for each page and then works costs at least; the wait is pages x latency for a
 *                            fixed latency, else (a latency distribution; faults: slow and retried pages) the delays
 *                            the mock reports it added during the pass ({@code servedDelayMillis}); null for
 *                            sequential and fan-out, or when the mock does not report its delays
 * @param pipelinedBoundNanos pipelined with a fixed latency: pages x max(latency, a page's work), what a walk that
 *                            overlaps the next fetch with this page's work approaches; null otherwise
 * @param context             fan-out with a {@code --context}: the ids its requests carried; null otherwise
 */
public record ScenarioFigures(
        String scenario,
        Integer workPerOrderMicros,
        long pagesFetched,
        Long retries,
        Map<String, Long> retriesByKind,
        Map<String, Long> faultsInjected,
        Long resentByHttpClient,
        List<FanOutFigures> fanOut,
        Long sequentialBoundNanos,
        Long pipelinedBoundNanos,
        ContextFigures context) {

    public ScenarioFigures {
        fanOut = fanOut == null ? null : List.copyOf(fanOut);
        retriesByKind = retriesByKind == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(retriesByKind));
        faultsInjected =
                faultsInjected == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(faultsInjected));
    }
}
