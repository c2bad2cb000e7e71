package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.workerdoc.ApiReading;

/**
 * What a limited API cost one fan-out: the 429s the mock answered ({@code /orders/info} before and after) and the
 * retries the shared client made (its counts before and after), read with its bound into the fan-out's figures.
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

    /**
     * A fan-out's bound and what a limited API cost it.
     *
     * @param inFlightLimit     the bound; null: unbounded
     * @param throttledRequests the 429s the mock answered; null when the API did not say
     * @param retries           the shared client's retries, every kind
     */
    record Limits(Integer inFlightLimit, Long throttledRequests, Long retries) {}

    /** {@code bound} (0: unbounded), the 429s and the retries since {@link #start}. */
    Limits read(int bound) {
        Long after = throttled(truth);
        Long throttled = throttledBefore == null || after == null ? null : after - throttledBefore;
        return new Limits(bound == 0 ? null : bound, throttled, truth.retries().total() - retriesBefore);
    }

    private static Long throttled(HttpOrdersClient truth) {
        try {
            return ApiReading.of(truth.fetchApiInfo()).throttledRequests();
        } catch (RuntimeException e) {
            return null; // another API than the mock: it says nothing
        }
    }
}
