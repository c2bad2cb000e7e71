package dev.aggregationbench.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.mock.OrderGenerator;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OrderStatsAccumulatorTest {

    private static Order order(String amount, OrderStatus status) {
        return new Order("ord-1", "cust-1", new BigDecimal(amount), "EUR", status, Instant.EPOCH, 1);
    }

    @Test
    void computesExactTotalsMinMaxAndHalfEvenAverageWithoutDoubleRounding() {
        OrderStats stats = new OrderStatsAccumulator()
                .add(order("0.10", OrderStatus.PAID))
                .add(order("0.20", OrderStatus.PAID))
                .add(order("0.05", OrderStatus.REFUNDED))
                .toStats();

        assertThat(stats.count()).isEqualTo(3);
        assertThat(stats.totalAmount()).isEqualTo(new BigDecimal("0.35"));
        assertThat(stats.minAmount()).isEqualTo(new BigDecimal("0.05"));
        assertThat(stats.maxAmount()).isEqualTo(new BigDecimal("0.20"));
        assertThat(stats.averageAmount()).isEqualTo(new BigDecimal("0.1167")); // 0.11666.. HALF_EVEN
        assertThat(stats.byStatus().get(OrderStatus.PAID))
                .isEqualTo(new OrderStats.StatusStats(2, new BigDecimal("0.30")));
        assertThat(stats.byStatus().get(OrderStatus.SHIPPED))
                .isEqualTo(new OrderStats.StatusStats(0, new BigDecimal("0.00")));
    }

    @Test
    void averageRoundsHalfToEven() {
        // 0.01 + 0.02 + 0.02 + 0.02 ... choose values whose mean is exactly half-way at the 5th decimal
        OrderStats stats = new OrderStatsAccumulator()
                .add(order("0.01", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .add(order("0.02", OrderStatus.PAID))
                .toStats();
        // total 0.31 over 16 orders = 0.019375 -> 0.0194 (HALF_EVEN: the 4th decimal 3 rounds up because 75 > 50)
        assertThat(stats.averageAmount()).isEqualTo(new BigDecimal("0.0194"));
        OrderStats tie = new OrderStatsAccumulator()
                .add(order("0.01", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .add(order("0.00", OrderStatus.PAID))
                .toStats();
        // 0.01 / 16 = 0.000625: a tie at the 4th decimal; HALF_EVEN keeps the even digit 0.0006
        assertThat(tie.averageAmount()).isEqualTo(new BigDecimal("0.0006"));
    }

    @Test
    void emptyInputHasZeroCountAndNoMinMaxOrAverage() {
        OrderStats stats = new OrderStatsAccumulator().toStats();
        assertThat(stats.count()).isZero();
        assertThat(stats.totalAmount()).isEqualTo(new BigDecimal("0.00"));
        assertThat(stats.minAmount()).isNull();
        assertThat(stats.maxAmount()).isNull();
        assertThat(stats.averageAmount()).isNull();
        assertThat(stats.byStatus()).hasSize(OrderStatus.values().length);
    }

    @Test
    void statsAreEqualWhateverTheOrderOfSummationAndTheChunking() {
        OrderGenerator generator = new OrderGenerator(7, 5_000);
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < generator.totalOrders(); i++) {
            orders.add(generator.orderAt(i));
        }
        OrderStats inOrder = new OrderStatsAccumulator().addAll(orders).toStats();

        Collections.shuffle(orders, new Random(42));
        OrderStatsAccumulator combined = new OrderStatsAccumulator();
        for (int from = 0; from < orders.size(); from += 333) {
            combined.combine(
                    new OrderStatsAccumulator().addAll(orders.subList(from, Math.min(from + 333, orders.size()))));
        }
        OrderStats parallel = orders.parallelStream().collect(OrderStatsAccumulator.collector());

        assertThat(combined.toStats()).isEqualTo(inOrder);
        assertThat(parallel).isEqualTo(inOrder);
        assertThat(inOrder).isEqualTo(generator.expectedStats());
    }

    @Test
    void jsonFormWritesAmountsAsDecimalStringsAndStatusNamesAsKeysAndReadsBackEqual() {
        OrderStats stats = new OrderStatsAccumulator()
                .add(order("12.30", OrderStatus.PAID))
                .toStats();

        String json = OrderStatsJson.write(stats);

        assertThat(json)
                .startsWith("{\"count\":1,\"totalAmount\":\"12.30\",\"minAmount\":\"12.30\","
                        + "\"maxAmount\":\"12.30\",\"averageAmount\":\"12.3000\",\"byStatus\":{");
        assertThat(json).contains("\"paid\":{\"count\":1,\"totalAmount\":\"12.30\"}");
        assertThat(OrderStatsJson.read(json)).isEqualTo(stats);
    }

    @Test
    void rejectsAmountsWithMoreThanTwoDecimals() {
        assertThatThrownBy(() -> order("1.234", OrderStatus.PAID))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 2 decimals");
    }
}
