package dev.aggregationbench.mock;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * Deterministic orders: the order at a position is a pure function of (seed, total orders, position), so nothing
 * is stored and serving 10^7 orders needs no more memory than 10^3. Uses SplitMix64 mixing (integer arithmetic
 * only), so the same seed gives the same orders on every machine and JDK. Two generators with the same seed and
 * total are equal: they serve the same orders.
 */
public record OrderGenerator(long seed, long totalOrders) {

    private static final OrderStatus[] STATUSES = OrderStatus.values();
    private static final String[] CURRENCIES = {"EUR", "USD", "GBP", "CHF", "SEK"};
    /** Status weights out of 100: pending 10, paid 45, shipped 30, cancelled 10, refunded 5. */
    private static final int[] STATUS_THRESHOLDS = {10, 55, 85, 95, 100};

    private static final long EPOCH_SECONDS =
            Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();
    private static final int CUSTOMERS = 100_000;

    public OrderGenerator {
        if (totalOrders < 0) {
            throw new IllegalArgumentException("totalOrders must be >= 0, was " + totalOrders);
        }
    }

    /** The order at {@code position} (0-based). */
    public Order orderAt(long position) {
        GeneratedOrder g = fieldsAt(position);
        return new Order(
                orderId(position),
                customerId(g.customer()),
                BigDecimal.valueOf(g.amountMinor(), 2),
                g.currency(),
                g.status(),
                Instant.ofEpochSecond(g.createdAtEpochSecond()),
                g.items());
    }

    /** The raw fields of the order at {@code position}: what the page writer formats without building objects. */
    GeneratedOrder fieldsAt(long position) {
        if (position < 0 || position >= totalOrders) {
            throw new IndexOutOfBoundsException("position " + position + " outside 0.." + (totalOrders - 1));
        }
        long h1 = Seeded.mix(seed ^ Seeded.mix(totalOrders) ^ (position * 0x9E3779B97F4A7C15L));
        long h2 = Seeded.mix(h1);
        long amountMinor = 100 + Math.floorMod(h1, 199_900L); // 1.00 .. 1999.99
        OrderStatus status = STATUSES[statusIndex((int) Math.floorMod(h2, 100L))];
        String currency = CURRENCIES[(int) Math.floorMod(h1 >>> 32, (long) CURRENCIES.length)];
        long customer = Math.floorMod(h2 >>> 8, (long) CUSTOMERS);
        int items = 1 + (int) Math.floorMod(h1 >>> 48, 10L);
        long createdAt = EPOCH_SECONDS + position * 30 + Math.floorMod(h2 >>> 40, 30L);
        return new GeneratedOrder(position, customer, amountMinor, currency, status, createdAt, items);
    }

    /** An order as primitives; {@code position} is 0-based, the id is {@code ord-<position + 1>}. */
    record GeneratedOrder(
            long position,
            long customer,
            long amountMinor,
            String currency,
            OrderStatus status,
            long createdAtEpochSecond,
            int items) {}

    /** The ground truth of all orders, computed from the generator itself (never over HTTP), each time. */
    public OrderStats expectedStats() {
        return expectedStats(0, totalOrders);
    }

    /** The ground truth of the orders at positions {@code [from, to)} (a partition), computed each time. */
    public OrderStats expectedStats(long from, long to) {
        if (from < 0 || to < from || to > totalOrders) {
            throw new IndexOutOfBoundsException("range [" + from + ", " + to + ") outside 0.." + totalOrders);
        }
        OrderStatsAccumulator accumulator = new OrderStatsAccumulator();
        for (long i = from; i < to; i++) {
            accumulator.add(orderAt(i));
        }
        return accumulator.toStats();
    }

    private static int statusIndex(int roll) {
        int i = 0;
        while (roll >= STATUS_THRESHOLDS[i]) {
            i++;
        }
        return i;
    }

    private static String orderId(long position) {
        return "ord-" + pad(position + 1, 7);
    }

    private static String customerId(long customer) {
        return "cust-" + pad(customer, 5);
    }

    private static String pad(long value, int width) {
        String digits = Long.toString(value);
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }
}
