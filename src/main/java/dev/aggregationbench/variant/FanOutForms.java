package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;

/**
 * A style's fan-out in its forms side by side, each written in its own class: all K at once, at most M in flight
 * ({@link FanOutSettings#bounded()}, {@code --max-in-flight}), or each aggregation with a deadline
 * ({@link FanOutSettings#deadlined()}, {@code --deadline-millis}; unbounded), or failing fast: the first failure
 * cancels the others ({@link FanOutSettings#failFast()}, {@code --fail-fast}; unbounded).
 */
record FanOutForms(FanOut unbounded, FanOut bounded, FanOut deadlined, FanOut failFast) implements FanOut {

    /**
     * The blocking styles: bounded by the pool itself, failing fast by it too ({@link ExecutorFanOut} cancels the
     * other tasks), with {@link PlatformThreadsDeadlineFanOut} for deadlines.
     */
    static FanOutForms blocking(OrderAggregator aggregator) {
        PlatformThreadsFanOut pool = new PlatformThreadsFanOut(aggregator);
        return new FanOutForms(pool, pool, new PlatformThreadsDeadlineFanOut(aggregator), pool);
    }

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        FanOut form = settings.failFast()
                ? failFast
                : settings.deadlined() ? deadlined : settings.bounded() ? bounded : unbounded;
        return form.aggregateAll(client, settings, listener);
    }
}
