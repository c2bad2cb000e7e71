package dev.aggregationbench.order;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collector;

/**
 * The statistics arithmetic, written once for all variants: a mutable accumulator over exact minor units
 * ({@code long} cents, overflow-checked). Not thread-safe: each variant feeds it from one thread at a time, or
 * combines per-thread accumulators with {@link #combine}.
 */
public final class OrderStatsAccumulator {

    private static final int AVERAGE_SCALE = 4;

    private long count;
    private long totalMinor;
    private long minMinor = Long.MAX_VALUE;
    private long maxMinor = Long.MIN_VALUE;
    private final long[] countByStatus = new long[OrderStatus.values().length];
    private final long[] totalMinorByStatus = new long[OrderStatus.values().length];

    /** A {@link Collector} for {@code Stream<Order>}; its combiner makes it usable on parallel streams too. */
    public static Collector<Order, OrderStatsAccumulator, OrderStats> collector() {
        return Collector.of(
                OrderStatsAccumulator::new,
                OrderStatsAccumulator::add,
                OrderStatsAccumulator::combine,
                OrderStatsAccumulator::toStats);
    }

    public OrderStatsAccumulator add(Order order) {
        return add(order.amountMinorUnits(), order.status());
    }

    /** One order given by its amount in minor units (cents) and status: for decoders that build no {@link Order}. */
    public OrderStatsAccumulator add(long minor, OrderStatus orderStatus) {
        count++;
        totalMinor = Math.addExact(totalMinor, minor);
        minMinor = Math.min(minMinor, minor);
        maxMinor = Math.max(maxMinor, minor);
        int status = orderStatus.ordinal();
        countByStatus[status]++;
        totalMinorByStatus[status] = Math.addExact(totalMinorByStatus[status], minor);
        return this;
    }

    public OrderStatsAccumulator addAll(Iterable<Order> orders) {
        for (Order order : orders) {
            add(order);
        }
        return this;
    }

    public OrderStatsAccumulator combine(OrderStatsAccumulator other) {
        count += other.count;
        totalMinor = Math.addExact(totalMinor, other.totalMinor);
        minMinor = Math.min(minMinor, other.minMinor);
        maxMinor = Math.max(maxMinor, other.maxMinor);
        for (int i = 0; i < countByStatus.length; i++) {
            countByStatus[i] += other.countByStatus[i];
            totalMinorByStatus[i] = Math.addExact(totalMinorByStatus[i], other.totalMinorByStatus[i]);
        }
        return this;
    }

    public long count() {
        return count;
    }

    public OrderStats toStats() {
        Map<OrderStatus, OrderStats.StatusStats> byStatus = new EnumMap<>(OrderStatus.class);
        for (OrderStatus status : OrderStatus.values()) {
            byStatus.put(
                    status,
                    new OrderStats.StatusStats(
                            countByStatus[status.ordinal()], money(totalMinorByStatus[status.ordinal()])));
        }
        if (count == 0) {
            return new OrderStats(0, money(0), null, null, null, byStatus);
        }
        BigDecimal total = money(totalMinor);
        BigDecimal average = total.divide(BigDecimal.valueOf(count), AVERAGE_SCALE, RoundingMode.HALF_EVEN);
        return new OrderStats(count, total, money(minMinor), money(maxMinor), average, byStatus);
    }

    private static BigDecimal money(long minorUnits) {
        return BigDecimal.valueOf(minorUnits, 2);
    }
}
