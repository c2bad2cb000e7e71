package dev.aggregationbench.worker;

import dev.aggregationbench.client.RequestWatch;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What fail-fast did to one fan-out ({@code --fail-fast}): the aggregations that failed by themselves (the variant
 * tells the listener), the ones the first failure cancelled (the other {@code null} results: never checked, never
 * counted as correct), the page requests the client sent after the first failure, and how long from then until
 * the client was quiet ({@link Quiet}). The requests are the client's count ({@link RequestWatch}): exact, since
 * the first failure and each request's sending are ordered on one JVM; the mock cannot tell when a worker's first
 * failure happened. A listener around the fan-out's meter; without fail-fast, or for a control row (it returns no
 * statistics, so a cancelled walk cannot be told from a complete one), nothing is read.
 */
final class FailFast implements FanOutListener {

    private final FanOutListener meter;
    private final RequestWatch watch;
    private final boolean read;
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicBoolean failedOnce = new AtomicBoolean();
    private volatile long firstFailureNanos;
    private volatile long sentAtFirstFailure;

    /** @param watch the client's requests; null when the pages are fetched by a client that does not count them */
    FailFast(FanOutSettings settings, Row row, FanOutListener meter, RequestWatch watch) {
        this.meter = meter;
        this.watch = watch;
        this.read = settings.failFast() && row instanceof Row.OfVariant;
    }

    /** Whether aggregation {@code i}, given its result, was failed or cancelled: nothing to check. */
    boolean ended(List<OrderStats> results, int i) {
        return read && results.get(i) == null;
    }

    /** Whether the fan-out's client must fall quiet before {@link #counts} reads it. */
    boolean waitsForQuiet() {
        return read && watch != null && failedOnce.get();
    }

    @Override
    public void started(int aggregation, long startNanos) {
        meter.started(aggregation, startNanos);
    }

    @Override
    public void finished(int aggregation, long startNanos, long endNanos) {
        meter.finished(aggregation, startNanos, endNanos);
    }

    @Override
    public void failed(int aggregation, long startNanos, long endNanos) {
        failed.incrementAndGet();
        if (failedOnce.compareAndSet(false, true)) {
            sentAtFirstFailure = watch == null ? 0 : watch.sent();
            firstFailureNanos = endNanos;
        }
        meter.failed(aggregation, startNanos, endNanos);
    }

    /**
     * What fail-fast did to a fan-out; all null without it.
     *
     * @param failed                      aggregations that failed by themselves
     * @param cancelled                   aggregations the first failure cancelled
     * @param requestsAfterFirstFailure   page requests the client sent after the first failure; null when not read
     * @param quietAfterFirstFailureMillis from the first failure until the client was quiet; null when not read
     */
    record Counts(
            Integer failed, Integer cancelled, Long requestsAfterFirstFailure, Double quietAfterFirstFailureMillis) {
        static final Counts NONE = new Counts(null, null, null, null);
    }

    /**
     * Fail-fast's counts; {@link Counts#NONE} without fail-fast.
     *
     * @param quietNanos the client's last activity once quiet ({@link Quiet#await}); null: not quiet, or not read
     */
    Counts counts(List<OrderStats> results, Long quietNanos) {
        if (!read) {
            return Counts.NONE;
        }
        int notCompleted = (int) results.stream().filter(Objects::isNull).count();
        int failedCount = failed.get();
        boolean measured = failedOnce.get() && watch != null && quietNanos != null;
        return new Counts(
                failedCount,
                notCompleted - failedCount,
                measured ? watch.sent() - sentAtFirstFailure : null,
                measured ? Math.max(0, quietNanos - firstFailureNanos) / 1e6 : null);
    }
}
