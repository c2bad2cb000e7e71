package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.knob.Knob;

/**
 * How a fan-out runs.
 *
 * @param concurrency          K: the number of aggregations, each over its own partition, all started at once
 * @param threads              the size of the fixed pool of platform threads that blocking styles (naive, stream,
 *                             iterator) run on, like a servlet container's; the other styles do not use it
 * @param threadPerAggregation blocking styles start one platform thread per aggregation instead of using the pool
 * @param lock                 the lock each aggregation holds while it fetches its pages: {@code none},
 *                             {@code synchronized} or {@code reentrant} (the knob {@link Knob#LOCK})
 * @param maxInFlight          M: at most this many aggregations in flight at once, each style bounded in its own
 *                             idiom (the knob {@link Knob#MAX_IN_FLIGHT}); 0: unbounded, all K at once
 * @param deadlineMillis       each aggregation ends within this many ms of the fan-out's start or is given up
 *                             (its result {@code null}), in each style's idiom ({@link Knob#DEADLINE_MILLIS}); 0: none
 * @param springVirtualThreads blocking styles run each aggregation on Spring's task executor as Spring Boot
 *                             configures it with {@code spring.threads.virtual.enabled=true} (a virtual thread per
 *                             task) instead of the pool ({@code --threads=spring-virtual})
 * @param failFast             the first aggregation that fails cancels the others, in each style's idiom; the
 *                             fan-out returns instead of throwing: a failed or cancelled aggregation's element is
 *                             {@code null} ({@link Knob#FAIL_FAST})
 */
public record FanOutSettings(
        int concurrency,
        int threads,
        boolean threadPerAggregation,
        String lock,
        int maxInFlight,
        long deadlineMillis,
        boolean springVirtualThreads,
        boolean failFast) {

    public FanOutSettings {
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be >= 1, was " + concurrency);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        }
        Knob.LOCK.definition().kind().problem(lock).ifPresent(wrong -> {
            throw new IllegalArgumentException("lock " + wrong);
        });
        if (maxInFlight < 0) {
            throw new IllegalArgumentException("max in flight must be >= 1 (or 0: unbounded), was " + maxInFlight);
        }
        if (deadlineMillis < 0) {
            throw new IllegalArgumentException("deadline must be >= 1 ms (or 0: none), was " + deadlineMillis);
        }
    }

    /** These settings with fail-fast on or off. */
    public FanOutSettings withFailFast(boolean newFailFast) {
        return with(deadlineMillis, newFailFast);
    }

    /** Blocking styles on platform threads (the pool, or one per aggregation). */
    public FanOutSettings(
            int concurrency,
            int threads,
            boolean threadPerAggregation,
            String lock,
            int maxInFlight,
            long deadlineMillis) {
        this(concurrency, threads, threadPerAggregation, lock, maxInFlight, deadlineMillis, false, false);
    }

    /** Without a deadline. */
    public FanOutSettings(int concurrency, int threads, boolean threadPerAggregation, String lock, int maxInFlight) {
        this(concurrency, threads, threadPerAggregation, lock, maxInFlight, 0);
    }

    /** These settings with a deadline of {@code newDeadlineMillis} per aggregation (0: none). */
    public FanOutSettings withDeadlineMillis(long newDeadlineMillis) {
        return with(newDeadlineMillis, failFast);
    }

    private FanOutSettings with(long newDeadlineMillis, boolean newFailFast) {
        return new FanOutSettings(
                concurrency,
                threads,
                threadPerAggregation,
                lock,
                maxInFlight,
                newDeadlineMillis,
                springVirtualThreads,
                newFailFast);
    }

    /** Whether each aggregation has a deadline. */
    public boolean deadlined() {
        return deadlineMillis > 0;
    }

    /** Unbounded. */
    public FanOutSettings(int concurrency, int threads, boolean threadPerAggregation, String lock) {
        this(concurrency, threads, threadPerAggregation, lock, 0);
    }

    /** Whether the fan-out is bounded below K: fewer than K aggregations may be in flight at once. */
    public boolean bounded() {
        return maxInFlight > 0 && maxInFlight < concurrency;
    }

    /** Without a lock. */
    public FanOutSettings(int concurrency, int threads, boolean threadPerAggregation) {
        this(concurrency, threads, threadPerAggregation, Knob.LOCK.definition().defaultValue());
    }

    /** The client the fan-out walks: {@code client} itself, or one whose partitions each fetch under a lock. */
    public OrdersClient locked(OrdersClient client) {
        return lock.equals(Knob.LOCK.definition().defaultValue()) ? client : new LockedOrdersClient(client, lock);
    }

    /** K aggregations; blocking styles share a pool of {@code threads} platform threads. */
    public static FanOutSettings of(int concurrency, int threads) {
        return new FanOutSettings(concurrency, threads, false);
    }

    /**
     * The threads a blocking style starts: the pool, or one per aggregation (platform threads), or one per aggregation
     * on Spring's executor (virtual threads); bounded, M at most.
     */
    public int platformThreads() {
        int unbounded = threadPerAggregation || springVirtualThreads ? concurrency : Math.min(threads, concurrency);
        return bounded() ? Math.min(unbounded, maxInFlight) : unbounded;
    }
}
