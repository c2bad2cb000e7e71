package dev.aggregationbench.workerdoc;

import dev.aggregationbench.order.OrderStats;

/**
 * How one run of a workload ended, checked against the ground truth. What it cost is measured around it
 * ({@code PassMeter}) and put beside these fields in the document's {@code PassResult} or {@code WarmupPass}.
 *
 * @param correct           {@code null} when the workload threw
 * @param error             what went wrong ({@code null} when ok)
 * @param responseWaitNanos how long the pass's blocking requests waited for their answers; {@code null} when it
 *                          made none (async, reactor, fan-out's own partition clients)
 */
public record PassEnding(
        Outcome outcome,
        Boolean correct,
        String error,
        OrderStats stats,
        long pagesFetched,
        long ordersFetched,
        Long responseWaitNanos) {

    public boolean ok() {
        return outcome == Outcome.OK;
    }
}
