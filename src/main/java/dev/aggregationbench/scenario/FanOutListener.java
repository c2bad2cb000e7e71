package dev.aggregationbench.scenario;

/**
 * Told when each aggregation of a fan-out starts and ends ({@link System#nanoTime()} values), so a caller can build
 * latency histograms and count how many aggregations were in flight at once. Called from whatever thread runs the
 * aggregation, possibly many at once: implementations must be thread-safe and quick.
 */
public interface FanOutListener {

    FanOutListener NONE = new FanOutListener() {};

    /** Aggregation {@code aggregation} (its partition index) starts its walk now. */
    default void started(int aggregation, long startNanos) {}

    /** Aggregation {@code aggregation} has its exact result; not called for one that failed. */
    default void finished(int aggregation, long startNanos, long endNanos) {}

    /**
     * Fail-fast ({@link FanOutSettings#failFast()}): aggregation {@code aggregation} failed by itself (its page's
     * retries spent), before the fan-out cancelled it; not called for one that was cancelled, nor without fail-fast.
     */
    default void failed(int aggregation, long startNanos, long endNanos) {}
}
