package dev.aggregationbench.order;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * One order as the orders API serves it. Money is a {@link BigDecimal} with at most two decimals: never a double.
 */
public record Order(
        String id,
        String customerId,
        BigDecimal amount,
        String currency,
        OrderStatus status,
        Instant createdAt,
        int items) {

    public Order {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(status, "status");
        if (amount.scale() > 2) {
            throw new IllegalArgumentException("order " + id + ": amount " + amount + " has more than 2 decimals");
        }
    }

    /** The amount in minor units (cents): exact, and cheap to add. */
    public long amountMinorUnits() {
        return amount.movePointRight(2).longValueExact();
    }
}
