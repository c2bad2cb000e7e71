package dev.aggregationbench.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The exact statistics every variant must produce. Amounts have scale 2 and the average scale 4 (HALF_EVEN), so
 * equal inputs give {@code equals} results whatever the variant, page size or order of summation. Min, max and
 * average are {@code null} when there are no orders. {@code byStatus} always holds every status.
 * Build one with {@link OrderStatsAccumulator}.
 */
@JsonPropertyOrder({"count", "totalAmount", "minAmount", "maxAmount", "averageAmount", "byStatus"})
public record OrderStats(
        long count,
        @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal totalAmount,
        @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal minAmount,
        @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal maxAmount,
        @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal averageAmount,
        Map<OrderStatus, StatusStats> byStatus) {

    public OrderStats {
        EnumMap<OrderStatus, StatusStats> inStatusOrder = new EnumMap<>(OrderStatus.class);
        inStatusOrder.putAll(byStatus);
        byStatus = Collections.unmodifiableMap(inStatusOrder);
    }

    /** Count and total of the orders in one status. */
    public record StatusStats(
            long count,
            @JsonFormat(shape = JsonFormat.Shape.STRING) BigDecimal totalAmount) {}
}
