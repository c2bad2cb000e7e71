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
 */
public record ScenarioFigures(String scenario, Integer workPerOrderMicros, long pagesFetched, Long retries,
                              List<FanOutFigures> fanOut) {

    public ScenarioFigures {
        fanOut = fanOut == null ? null : List.copyOf(fanOut);
    }
}
