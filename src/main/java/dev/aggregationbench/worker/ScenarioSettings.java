package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.scenario.ContextCarrier;
import dev.aggregationbench.scenario.Scenario;
import java.util.List;

/**
 * Scenario knobs as the worker gets them ({@link ScenarioWorkload}).
 *
 * @param maxInFlight fan-out: the bounds M of the sweep, {@code none} or a number, each run for every K
 * @param deadlineMillis fan-out: each aggregation's deadline from the fan-out's start, {@code none} or ms
 * @param springVirtualThreads fan-out: the blocking styles on Spring's virtual-thread executor
 *     ({@code --threads=spring-virtual})
 * @param failFast fan-out: the first failed aggregation cancels the rest ({@code --fail-fast})
 */
record ScenarioSettings(
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
        boolean springVirtualThreads,
        boolean failFast) {

    /** The client the pages are fetched with: with a {@code --context}, each request carries its id. */
    HttpOrdersClient carrying(HttpOrdersClient client) {
        return context.equals(Knob.CONTEXT.definition().defaultValue())
                ? client
                : client.carryingContext(ContextCarrier.of(context)::current);
    }

    /** Each aggregation's deadline in ms, 0 for none. */
    long deadline() {
        return deadlineMillis.equals("none") ? 0 : Long.parseLong(deadlineMillis);
    }

    /**
     * Every other knob at its default: no context, unbounded, no deadline, no fail-fast, the platform threads as
     * given (the AOT training run and tests).
     */
    ScenarioSettings(
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
                Knob.CONTEXT.definition().defaultValue(),
                Knob.CONTEXT_PROPAGATION.definition().defaultValue(),
                List.of(Knob.MAX_IN_FLIGHT.definition().defaultValue()),
                Knob.DEADLINE_MILLIS.definition().defaultValue(),
                false,
                false);
    }
}
