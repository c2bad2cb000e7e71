package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import dev.aggregationbench.text.Echo;

/**
 * Reads the query parameters of {@code /orders} and {@code /orders/stats}: {@code cursor}, {@code limit},
 * {@code partition} and {@code partitions}. Anything it cannot serve throws {@link BadParameterException} naming the
 * parameter.
 */
final class OrdersQuery {

    static final String CURSOR = "cursor";
    static final String LIMIT = "limit";
    static final String PARTITION = "partition";
    static final String PARTITIONS = "partitions";

    private OrdersQuery() {}

    /**
     * The range a page request walks: what its cursor has left, else the partition it names, else the whole data
     * set. A cursor carries its partition, so {@code partition}/{@code partitions} with a cursor are refused.
     */
    static OrderRange walk(Request request, long totalOrders) {
        String cursor = value(request, CURSOR);
        if (cursor == null) {
            return partition(request, totalOrders);
        }
        if (value(request, PARTITION) != null || value(request, PARTITIONS) != null) {
            throw new BadParameterException(
                    value(request, PARTITION) != null ? PARTITION : PARTITIONS,
                    "partition and partitions select the first page only; later pages are fetched with the cursor "
                            + "alone, which carries the partition");
        }
        try {
            return Cursor.decode(cursor, totalOrders);
        } catch (IllegalArgumentException e) {
            throw new BadParameterException(CURSOR, e.getMessage());
        }
    }

    /** The partition a request names ({@code partition=i&partitions=k}), or the whole data set if it names none. */
    static OrderRange partition(Request request, long totalOrders) {
        String index = value(request, PARTITION);
        String count = value(request, PARTITIONS);
        if (index == null && count == null) {
            return OrderRange.whole(totalOrders);
        }
        if (index == null || count == null) {
            String missing = index == null ? PARTITION : PARTITIONS;
            throw new BadParameterException(
                    missing, "partition and partitions go together; " + missing + " is missing");
        }
        long k = number(PARTITIONS, count);
        if (k < 1 || k > totalOrders) {
            throw new BadParameterException(
                    PARTITIONS,
                    "partitions must be 1.." + totalOrders + " (at most one partition per order), was "
                            + Echo.quote(count));
        }
        long i = number(PARTITION, index);
        if (i < 0 || i >= k) {
            throw new BadParameterException(
                    PARTITION, "partition must be 0.." + (k - 1) + " (partitions=" + k + "), was " + Echo.quote(index));
        }
        return OrderRange.partition(i, k, totalOrders);
    }

    /** The page size asked for, or {@code defaultLimit}. */
    static int limit(Request request, int defaultLimit) {
        String text = value(request, LIMIT);
        if (text == null) {
            return defaultLimit;
        }
        try {
            int value = Integer.parseInt(text);
            if (value >= 1 && value <= MockSettings.MAX_PAGE_SIZE) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadParameterException(
                LIMIT, "limit must be an integer 1.." + MockSettings.MAX_PAGE_SIZE + ", was " + Echo.quote(text));
    }

    private static long number(String parameter, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new BadParameterException(parameter, parameter + " must be an integer, was " + Echo.quote(text));
        }
    }

    private static String value(Request request, String name) {
        QueryParameter parameter = request.queryParameter(name);
        return parameter == null || !parameter.isPresent() ? null : parameter.firstValue();
    }
}
