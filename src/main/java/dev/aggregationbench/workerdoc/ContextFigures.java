package dev.aggregationbench.workerdoc;

/**
 * Fan-out with a context (issue 25): what carried each aggregation's id and how many page requests of the pass
 * carried it, as the mock saw them ({@code X-Context-Id}, its {@code /orders/info} {@code contextIds} before and
 * after the pass), and how many orders were read on a thread whose context was not the aggregation's.
 *
 * @param carrier              the {@code --context}: {@code thread-local}, {@code mdc}, {@code inheritable},
 *                             {@code reactor-context} or {@code scoped-value}
 * @param propagation          the {@code --context-propagation}: {@code as-written} or {@code fixed}
 * @param requestsRight        page requests whose id named the partition they walk; {@code null} when the mock
 *                             did not say
 * @param requestsNone         page requests without an id
 * @param requestsWrong        page requests with another aggregation's id
 * @param ordersWithoutContext orders read (to be added) on a thread without any context
 * @param ordersWithAnotherContext orders read on a thread whose context was another aggregation's
 */
public record ContextFigures(
        String carrier,
        String propagation,
        Long requestsRight,
        Long requestsNone,
        Long requestsWrong,
        long ordersWithoutContext,
        long ordersWithAnotherContext) {}
