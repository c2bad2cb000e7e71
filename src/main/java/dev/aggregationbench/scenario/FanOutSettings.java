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
 */
public record FanOutSettings(int concurrency, int threads, boolean threadPerAggregation, String lock) {

    public FanOutSettings {
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be >= 1, was " + concurrency);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        }
        Knob.LOCK.kind().problem(lock).ifPresent(wrong -> {
            throw new IllegalArgumentException("lock " + wrong);
        });
    }

    /** Without a lock. */
    public FanOutSettings(int concurrency, int threads, boolean threadPerAggregation) {
        this(concurrency, threads, threadPerAggregation, Knob.LOCK.defaultValue());
    }

    /** The client the fan-out walks: {@code client} itself, or one whose partitions each fetch under a lock. */
    public OrdersClient locked(OrdersClient client) {
        return lock.equals(Knob.LOCK.defaultValue()) ? client : new LockedOrdersClient(client, lock);
    }

    /** K aggregations; blocking styles share a pool of {@code threads} platform threads. */
    public static FanOutSettings of(int concurrency, int threads) {
        return new FanOutSettings(concurrency, threads, false);
    }

    /** The platform threads a blocking style starts: the pool, or one per aggregation. */
    public int platformThreads() {
        return threadPerAggregation ? concurrency : Math.min(threads, concurrency);
    }
}
