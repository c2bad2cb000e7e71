package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.OrdersApiInfo;

/**
 * What a limited API cost one fan-out: the 429s the mock answered ({@code /orders/info} before and after) and the
 * retries the shared client made (its counts before and after), put into the fan-out's figures with its bound.
 */
final class ThrottleReading {

    private final HttpOrdersClient truth;
    private final Long throttledBefore;
    private final long retriesBefore;

    private ThrottleReading(HttpOrdersClient truth) {
        this.truth = truth;
        this.throttledBefore = throttled(truth);
        this.retriesBefore = truth.retries().total();
    }

    /** Reads the counters before a fan-out; {@code truth} shares its retry counts with the client the rows use. */
    static ThrottleReading start(HttpOrdersClient truth) {
        return new ThrottleReading(truth);
    }

    /** {@code figures} with {@code bound} (0: unbounded), the 429s and the retries since {@link #start}. */
    FanOutFigures into(FanOutFigures figures, int bound) {
        Long after = throttled(truth);
        Long throttled = throttledBefore == null || after == null ? null : after - throttledBefore;
        return figures.withLimits(
                bound == 0 ? null : bound, throttled, truth.retries().total() - retriesBefore);
    }

    private static Long throttled(HttpOrdersClient truth) {
        try {
            return OrdersApiInfo.of(null, truth.fetchApiInfo()).throttledRequests();
        } catch (RuntimeException e) {
            return null; // another API than the mock: it says nothing
        }
    }
}
