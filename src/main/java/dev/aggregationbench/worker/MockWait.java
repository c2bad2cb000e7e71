package dev.aggregationbench.worker;

import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.workerdoc.ApiReading;

/**
 * What a walk that waits for each answer in turn waits for the mock during a pass, from the mock's readings ({@code /orders/info})
 * before and after it: the estimate under the bounds of the latency, pipelined and faults scenarios.
 */
final class MockWait {

    private MockWait() {}

    /**
     * Pages x a fixed latency, or, under a latency distribution or with faults (slow pages, retried pages), the
     * delays the mock says it added during the pass; null where there is no such bound (the sequential scenario has
     * no latency, a fan-out waits in parallel) or the mock does not say.
     */
    static Long nanos(Scenario scenario, long pages, ApiReading before, ApiReading after) {
        if (pages == 0 || scenario == Scenario.SEQUENTIAL || scenario == Scenario.FAN_OUT) {
            return null;
        }
        if (after.latencyMillis() != null && scenario != Scenario.FAULTS) {
            return pages * after.latencyMillis() * 1_000_000L;
        }
        if (before.servedDelayMillis() == null || after.servedDelayMillis() == null) {
            return null;
        }
        return (after.servedDelayMillis() - before.servedDelayMillis()) * 1_000_000L;
    }
}
