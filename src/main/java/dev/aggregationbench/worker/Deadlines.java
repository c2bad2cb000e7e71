package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.measurement.FanOutFigures;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.Objects;

/**
 * What a deadline did to one fan-out ({@code --deadline-millis}): which aggregations timed out (a {@code null}
 * result from a variant), how many met the deadline, and how many page requests the mock still received in the
 * {@value FanOutFigures#SETTLE_MILLIS} ms after the fan-out returned (work that kept running after the caller gave
 * up). A timed-out aggregation is never checked, and never counted as correct. Without a deadline, nothing is read.
 */
final class Deadlines {

    private final FanOutSettings settings;
    private final List<OrderStats> results;
    private final boolean read;
    private final HttpOrdersClient truth;
    private final Long requestsAtReturn;
    private final long returnedNanos = System.nanoTime();

    private Deadlines(FanOutSettings settings, Row row, List<OrderStats> results, HttpOrdersClient truth) {
        this.settings = settings;
        this.results = results;
        // a control row ignores deadlines and returns no statistics: nothing to read
        this.read = settings.deadlined() && row instanceof Row.OfVariant;
        this.truth = truth;
        this.requestsAtReturn = read ? pageRequests(truth) : null;
    }

    /** Right after the fan-out returned: reads the mock's page requests, to compare a second later. */
    static Deadlines of(FanOutSettings settings, Row row, List<OrderStats> results, HttpOrdersClient truth) {
        return new Deadlines(settings, row, results, truth);
    }

    /** Whether aggregation {@code i} was given up at the deadline. */
    boolean timedOut(int i) {
        return read && results.get(i) == null;
    }

    /**
     * {@code figures} with the deadline's counts, once {@value FanOutFigures#SETTLE_MILLIS} ms have passed since
     * the fan-out returned (waiting what is left of them); unchanged without a deadline.
     */
    FanOutFigures into(FanOutFigures figures) {
        if (!read) {
            return figures;
        }
        long leftMillis = FanOutFigures.SETTLE_MILLIS - (System.nanoTime() - returnedNanos) / 1_000_000;
        Long after = null;
        try {
            Thread.sleep(Math.max(0, leftMillis));
            after = pageRequests(truth);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        int timedOut = (int) results.stream().filter(Objects::isNull).count();
        return figures.withDeadline(
                settings.deadlineMillis(),
                results.size() - timedOut,
                timedOut,
                requestsAtReturn == null || after == null ? null : after - requestsAtReturn);
    }

    private static Long pageRequests(HttpOrdersClient truth) {
        try {
            return OrdersApiInfo.of(null, truth.fetchApiInfo()).pageRequests();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
