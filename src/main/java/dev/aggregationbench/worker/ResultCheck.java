package dev.aggregationbench.worker;

import dev.aggregationbench.order.OrderStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Compares a pass's result with the ground truth and says what differs; {@code null} means correct. */
final class ResultCheck {

    private ResultCheck() {}

    static String difference(OrderStats expected, OrderStats actual) {
        if (expected.equals(actual)) {
            return null;
        }
        List<String> differences = new ArrayList<>();
        compare(differences, "count", expected.count(), actual.count());
        compare(differences, "totalAmount", expected.totalAmount(), actual.totalAmount());
        compare(differences, "minAmount", expected.minAmount(), actual.minAmount());
        compare(differences, "maxAmount", expected.maxAmount(), actual.maxAmount());
        compare(differences, "averageAmount", expected.averageAmount(), actual.averageAmount());
        compare(differences, "byStatus", expected.byStatus(), actual.byStatus());
        return "wrong result: " + String.join("; ", differences);
    }

    /** For a control row, which computes no statistics: it must have fetched every order exactly once. */
    static String checkOrderCount(long ordersFetched, OrderStats expected) {
        return ordersFetched == expected.count()
                ? null
                : "wrong result: fetched " + ordersFetched + " orders, the API has " + expected.count();
    }

    private static void compare(List<String> differences, String field, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            differences.add(field + " " + actual + " != expected " + expected);
        }
    }
}
