package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.ScenarioFigures;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.ContextCarrier;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.scenario.WorkPerOrder;
import java.util.List;
import java.util.Map;

/**
 * A pass of the chosen scenario (docs/scenarios/) for a row (a variant or a control row), and what the scenario
 * measures around it beyond the pass's own figures ({@link #figures()}): the pass's pages, retries and resends, the
 * faults the mock injected, each fan-out's figures, and the bounds the pass is compared with. The pass is the
 * scenario's workload: {@link WalkWorkload} for {@code sequential}, {@code latency} and {@code faults} (the mock
 * adds the latency and the faults), {@link PipelinedWorkload}, {@link FanOutWorkload}.
 */
final class ScenarioWorkload implements Workload {

    /**
     * Scenario knobs as the worker gets them.
     *
     * @param maxInFlight fan-out: the bounds M of the sweep, {@code none} or a number, each run for every K
     * @param deadlineMillis fan-out: each aggregation's deadline from the fan-out's start, {@code none} or ms
     * @param springVirtualThreads fan-out: the blocking styles on Spring's virtual-thread executor
     *     ({@code --threads=spring-virtual})
     */
    record Settings(
            Scenario scenario,
            int workPerOrderMicros,
            List<Integer> concurrency,
            int threads,
            boolean threadPerAggregation,
            String lock,
            String context,
            String contextPropagation,
            List<String> maxInFlight,
            String deadlineMillis,
            boolean springVirtualThreads) {

        /** The blocking styles' fan-out on platform threads (the pool, or one per aggregation). */
        Settings(
                Scenario scenario,
                int workPerOrderMicros,
                List<Integer> concurrency,
                int threads,
                boolean threadPerAggregation,
                String lock,
                String context,
                String contextPropagation,
                List<String> maxInFlight,
                String deadlineMillis) {
            this(
                    scenario,
                    workPerOrderMicros,
                    concurrency,
                    threads,
                    threadPerAggregation,
                    lock,
                    context,
                    contextPropagation,
                    maxInFlight,
                    deadlineMillis,
                    false);
        }

        /** The client the pages are fetched with: with a {@code --context}, each request carries its id. */
        HttpOrdersClient carrying(HttpOrdersClient client) {
            return context.equals(Knob.CONTEXT.defaultValue())
                    ? client
                    : client.carryingContext(ContextCarrier.of(context)::current);
        }

        /** Unbounded fan-outs (issue 24). */
        Settings(
                Scenario scenario,
                int workPerOrderMicros,
                List<Integer> concurrency,
                int threads,
                boolean threadPerAggregation,
                String lock,
                String context,
                String contextPropagation) {
            this(
                    scenario,
                    workPerOrderMicros,
                    concurrency,
                    threads,
                    threadPerAggregation,
                    lock,
                    context,
                    contextPropagation,
                    List.of("none"),
                    "none");
        }

        /** Each aggregation's deadline in ms, 0 for none. */
        long deadline() {
            return deadlineMillis.equals("none") ? 0 : Long.parseLong(deadlineMillis);
        }

        /** Without a context (issue 25). */
        Settings(
                Scenario scenario,
                int workPerOrderMicros,
                List<Integer> concurrency,
                int threads,
                boolean threadPerAggregation,
                String lock) {
            this(
                    scenario,
                    workPerOrderMicros,
                    concurrency,
                    threads,
                    threadPerAggregation,
                    lock,
                    Knob.CONTEXT.defaultValue(),
                    Knob.CONTEXT_PROPAGATION.defaultValue());
        }
    }

    private final Scenario scenario;
    private final HttpOrdersClient truth;
    private final Workload workload;
    /** The pipelined scenario's work per order as asked for; {@code null} in the other scenarios. */
    private final Integer workPerOrderMicros;
    /** The per-order work the row does in this scenario: the pipelined scenario's, none in the others. */
    private final WorkPerOrder workDone;

    private final boolean virtualThreads;

    private volatile ScenarioFigures figures;

    /** @param rowId {@code transport} or a variant id; the exception lists the valid ids */
    ScenarioWorkload(String rowId, Settings settings, HttpOrdersClient truth) {
        Row row = Row.of(rowId);
        WorkPerOrder work = WorkPerOrder.ofMicros(settings.workPerOrderMicros());
        this.scenario = settings.scenario();
        this.truth = truth;
        this.workload = switch (scenario) {
            case SEQUENTIAL, LATENCY, FAULTS -> new WalkWorkload(row);
            case PIPELINED -> new PipelinedWorkload(row, work);
            case FAN_OUT -> new FanOutWorkload(row, settings, truth);
        };
        this.workPerOrderMicros = scenario == Scenario.PIPELINED ? settings.workPerOrderMicros() : null;
        this.workDone = scenario == Scenario.PIPELINED ? row.workDone(work) : WorkPerOrder.NONE;
        this.virtualThreads = row.runsOnVirtualThreads(scenario);
    }

    @Override
    public OrderStats run(CountingOrdersClient client) {
        OrdersApiInfo before = mockReading();
        Map<String, Long> retriesBefore = truth.retries().byKind();
        long pagesBefore = client.pagesFetched();
        long ordersBefore = client.ordersFetched();
        OrderStats stats = workload.run(client);
        long pages = client.pagesFetched() - pagesBefore;
        long orders = client.ordersFetched() - ordersBefore;
        Map<String, Long> retries =
                RetryCounts.since(retriesBefore, truth.retries().byKind());
        OrdersApiInfo after = mockReading();
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
    private static long refusedBetween(OrdersApiInfo before, OrdersApiInfo after) {
        return before.throttledRequests() == null || after.throttledRequests() == null
                ? 0
                : after.throttledRequests() - before.throttledRequests();
    }

    /** The mock's counters now ({@code /orders/info}); nothing when the API cannot say (another API than the mock). */
    private OrdersApiInfo mockReading() {
        try {
            return OrdersApiInfo.of(null, truth.fetchApiInfo());
        } catch (RuntimeException e) {
            return OrdersApiInfo.unknown(null);
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
