package dev.aggregationbench.measurement;

import java.util.List;

/**
 * What the worker measured of its scenario beyond the pass's own figures (docs/worker-document.md). {@code null}
 * fields were not measured in this scenario.
 *
 * @param scenario            the scenario id ({@code sequential}, {@code latency}, {@code pipelined}, {@code fan-out},
 *                            {@code faults})
 * @param workPerOrderMicros  pipelined: the busy CPU work each order costs
 * @param pagesFetched        pages of the last pass (all K walks together for fan-out)
 * @param retries             page requests that failed and were retried in the last pass (the counting client's
 *                            count of failed attempts is not visible to it; here: requests the mock served minus
 *                            pages the variant received), {@code null} when the mock did not report its requests
 * @param fanOut              fan-out: one entry per K of the sweep, in the order run
 * @param sequentialBoundNanos latency and pipelined: pages x latency + orders x work, what a walk that waits for each
 *                            page and then works costs at least; null when the mock's latency is a distribution (the
 *                            delays actually served are not reported) or for other scenarios
 * @param pipelinedBoundNanos pipelined: pages x max(latency, a page's work), what a walk that overlaps the next fetch
 *                            with this page's work approaches; null as above
 */
public record ScenarioFigures(String scenario, Integer workPerOrderMicros, long pagesFetched, Long retries,
                              List<FanOutFigures> fanOut, Long sequentialBoundNanos, Long pipelinedBoundNanos) {

    public ScenarioFigures {
        fanOut = fanOut == null ? null : List.copyOf(fanOut);
    }
}
