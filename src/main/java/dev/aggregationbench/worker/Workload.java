package dev.aggregationbench.worker;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.workerdoc.ApiReading;
import dev.aggregationbench.workerdoc.ContextFigures;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import java.util.List;

/**
 * What one pass of a scenario runs ({@link WalkWorkload}, {@link PipelinedWorkload}, {@link FanOutWorkload}),
 * through the client that counts the pass's pages and orders. Returns the statistics, or {@code null} when the
 * workload computes none (a control row).
 */
@FunctionalInterface
interface Workload {

    OrderStats run(CountingOrdersClient client);

    /** The most pages one pass may fetch (see {@link PageBudget}); one walk of the whole set unless overridden. */
    default PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        return PageBudget.of(api, expected, 1, 1);
    }

    /** What the last pass's fan-outs measured, one per K; {@code null} for a workload that is not a fan-out. */
    default List<FanOutFigures> fanOuts() {
        return null;
    }

    /** Whether the pass runs on virtual threads: the worker then records their pinning and carriers (JFR). */
    default boolean runsOnVirtualThreads() {
        return false;
    }

    /**
     * The last pass's contexts (issue 25), the mock's {@code /orders/info} read {@code before} and {@code after} it;
     * {@code null} for a workload without one.
     */
    default ContextFigures context(ApiReading before, ApiReading after) {
        return null;
    }
}
