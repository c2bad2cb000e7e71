package dev.aggregationbench.order;

import java.util.List;

/**
 * One page of the orders API: its orders, and the opaque cursor of the next page ({@code null} on the last page).
 */
public record OrderPage(List<Order> data, String nextCursor, boolean hasMore) {

    public OrderPage {
        data = List.copyOf(data);
        if (hasMore && nextCursor == null) {
            throw new IllegalArgumentException("page says hasMore=true but has no nextCursor");
        }
    }
}
