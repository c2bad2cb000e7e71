package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RequestWatch;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.workerdoc.ApiReading;
import java.util.List;
import java.util.Objects;

/**
 * What a deadline did to one fan-out ({@code --deadline-millis}): which aggregations timed out (a {@code null}
 * result from a variant), how many met the deadline, and how many page requests reached the mock after their
 * aggregation's deadline: work that kept running after the caller gave up. Each page request of the fan-out carries
 * its aggregation's id and deadline ({@link RequestWatch#DEADLINE_HEADER}: the fan-out's start on the wall clock
 * plus D), and the mock counts the late ones as they arrive ({@code lateRequests} in {@code /orders/info}); read
 * once the client is quiet ({@link Quiet}), so a request sent long after the deadline is counted too. A timed-out
 * aggregation is never checked, and never counted as correct. Without a deadline, nothing is read.
 */
final class Deadlines {

    private final FanOutSettings settings;
    private final boolean read;
    private final HttpOrdersClient truth;
    private final RequestWatch watch;
    private final Long lateBefore;

    private Deadlines(FanOutSettings settings, Row row, HttpOrdersClient truth, RequestWatch watch) {
        this.settings = settings;
        // a control row ignores deadlines and returns no statistics: nothing to read
        this.read = settings.deadlined() && row instanceof Row.OfVariant;
        this.truth = truth;
        this.watch = watch;
        this.lateBefore = read && watch != null ? lateRequests(truth) : null;
        if (read && watch != null) {
            watch.deadline(System.currentTimeMillis() + settings.deadlineMillis()); // from now on, on every request
        }
    }

    /**
     * Right before the fan-out starts: reads the mock's late requests, and gives the client's requests their
     * deadline.
     *
     * @param watch the client's requests; null when the pages are fetched by a client that carries no deadline
     */
    static Deadlines start(FanOutSettings settings, Row row, HttpOrdersClient truth, RequestWatch watch) {
        return new Deadlines(settings, row, truth, watch);
    }

    /** Whether aggregation {@code i}, given its result, was given up at the deadline. */
    boolean timedOut(List<OrderStats> results, int i) {
        return read && results.get(i) == null;
    }

    /** Whether the fan-out's client must fall quiet before {@link #counts} reads the mock. */
    boolean waitsForQuiet() {
        return lateBefore != null;
    }

    /**
     * What a deadline did to a fan-out; all null without one.
     *
     * @param deadlineMillis        D
     * @param metDeadline           aggregations that ended within it
     * @param timedOut              aggregations given up at it
     * @param requestsAfterDeadline page requests the mock received after their aggregation's deadline; null when
     *                              not read
     */
    record Counts(Long deadlineMillis, Integer metDeadline, Integer timedOut, Long requestsAfterDeadline) {
        static final Counts NONE = new Counts(null, null, null, null);
    }

    /**
     * The deadline's counts, the client quiet by now; {@link Counts#NONE} without a deadline. The requests stop
     * carrying the deadline.
     *
     * @param quiet whether the client fell quiet: if not, the late requests are not all in, and not given
     */
    Counts counts(List<OrderStats> results, boolean quiet) {
        if (!read) {
            return Counts.NONE;
        }
        clear();
        Long after = lateBefore == null || !quiet ? null : lateRequests(truth);
        int timedOut = (int) results.stream().filter(Objects::isNull).count();
        return new Counts(
                settings.deadlineMillis(),
                results.size() - timedOut,
                timedOut,
                lateBefore == null || after == null ? null : after - lateBefore);
    }

    /** The requests stop carrying the deadline (a fan-out that threw; {@link #counts} does it otherwise). */
    void clear() {
        if (watch != null) {
            watch.deadline(0);
        }
    }

    private static Long lateRequests(HttpOrdersClient truth) {
        try {
            return ApiReading.of(truth.fetchApiInfo()).lateRequests();
        } catch (RuntimeException e) {
            return null; // another API than the mock: it says nothing
        }
    }
}
