package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RequestWatch;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.workerdoc.ApiReading;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.util.Map;

/**
 * A pass of the chosen scenario (docs/scenarios/) for a row (a variant or a control row), and what the scenario
 * measures around it beyond the pass's own figures ({@link #figures()}): the pass's pages, retries and resends, the
 * faults the mock injected, each fan-out's figures, and the bounds the pass is compared with. The pass is the
 * scenario's workload: {@link WalkWorkload} for {@code sequential}, {@code latency} and {@code faults} (the mock
 * adds the latency and the faults), {@link PipelinedWorkload}, {@link FanOutWorkload}.
 */
final class ScenarioWorkload implements Workload {

    private final Scenario scenario;
    private final HttpOrdersClient truth;
    private final Workload workload;
    /** The pipelined scenario's work per order as asked for; {@code null} in the other scenarios. */
    private final Integer workPerOrderMicros;
    /** The per-order work the row does in this scenario: the pipelined scenario's, none in the others. */
    private final WorkPerOrder workDone;

    private final boolean virtualThreads;

    private volatile ScenarioFigures figures;

    /** Pages fetched with {@code truth} itself (or a view of it), whose requests it counts. */
    ScenarioWorkload(String rowId, ScenarioSettings settings, HttpOrdersClient truth) {
        this(rowId, settings, truth, truth.requests());
    }

    /**
     * @param rowId    {@code transport} or a variant id; the exception lists the valid ids
     * @param requests the page requests of the client the pages are fetched with; null when it does not count them
     */
    ScenarioWorkload(String rowId, ScenarioSettings settings, HttpOrdersClient truth, RequestWatch requests) {
        Row row = Row.of(rowId);
        WorkPerOrder work = WorkPerOrder.ofMicros(settings.workPerOrderMicros());
        this.scenario = settings.scenario();
        this.truth = truth;
        this.workload = switch (scenario) {
            case SEQUENTIAL, LATENCY, FAULTS -> new WalkWorkload(row);
            case PIPELINED -> new PipelinedWorkload(row, work);
            case FAN_OUT -> new FanOutWorkload(row, settings, truth, requests);
        };
        this.workPerOrderMicros = scenario == Scenario.PIPELINED ? settings.workPerOrderMicros() : null;
        this.workDone = scenario == Scenario.PIPELINED ? row.workDone(work) : WorkPerOrder.NONE;
        this.virtualThreads = row.runsOnVirtualThreads(scenario);
    }

    @Override
    public OrderStats run(CountingOrdersClient client) {
        ApiReading before = mockReading();
        Map<String, Long> retriesBefore = truth.retries().byKind();
        long pagesBefore = client.pagesFetched();
        long ordersBefore = client.ordersFetched();
        OrderStats stats = workload.run(client);
        long pages = client.pagesFetched() - pagesBefore;
        long orders = client.ordersFetched() - ordersBefore;
        Map<String, Long> retries =
                RetryCounts.since(retriesBefore, truth.retries().byKind());
        ApiReading after = mockReading();
        long retried = retries.values().stream().mapToLong(Long::longValue).sum();
        Long resent = before.pageRequests() == null || after.pageRequests() == null
                ? null
                : after.pageRequests() - before.pageRequests() + refusedBetween(before, after) - pages - retried;
        Map<String, Long> faults = before.injectedFaults() == null || after.injectedFaults() == null
                ? null
                : RetryCounts.since(before.injectedFaults(), after.injectedFaults());
        long workNanos = workDone.micros() * 1_000L;
        Long fixed = after.latencyMillis() == null ? null : after.latencyMillis() * 1_000_000L;
        Long waitedNanos = MockWait.nanos(scenario, pages, before, after);
        figures = new ScenarioFigures(
                scenario.id(),
                workPerOrderMicros,
                pages,
                retried,
                retries,
                faults,
                resent,
                workload.fanOuts(),
                waitedNanos == null ? null : waitedNanos + orders * workNanos,
                fixed != null && pages > 0 && scenario == Scenario.PIPELINED
                        ? pages * Math.max(fixed, orders * workNanos / pages)
                        : null,
                workload.context(before, after));
        return stats;
    }

    /** Page requests the mock answered 429 between two readings: not in its page requests, but retried. */
    private static long refusedBetween(ApiReading before, ApiReading after) {
        return before.throttledRequests() == null || after.throttledRequests() == null
                ? 0
                : after.throttledRequests() - before.throttledRequests();
    }

    /** The mock's counters now ({@code /orders/info}); nothing when the API cannot say (another API than the mock). */
    private ApiReading mockReading() {
        try {
            return ApiReading.of(truth.fetchApiInfo());
        } catch (RuntimeException e) {
            return ApiReading.NONE;
        }
    }

    @Override
    public PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        return workload.pageBudget(api, expected);
    }

    @Override
    public boolean runsOnVirtualThreads() {
        return virtualThreads;
    }

    /** What the scenario measured in the last pass that ended, {@code null} before one did. */
    ScenarioFigures figures() {
        return figures;
    }
}
