package dev.aggregationbench.order;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * One page of the orders API: its orders, and the opaque cursor of the next page ({@code null} on the last page).
 * The list is read-only: a copy of the one given, or with {@link #handingOver} the given list itself, wrapped.
 */
public record OrderPage(List<Order> data, String nextCursor, boolean hasMore) {

    public OrderPage {
        data = data instanceof HandedOver ? data : List.copyOf(data);
        if (hasMore && nextCursor == null) {
            throw new IllegalArgumentException("page says hasMore=true but has no nextCursor");
        }
    }

    /**
     * A page over a list its caller hands over and never touches again (a decoder's fresh list): wrapped read-only
     * instead of copied, which saves a copy of every page. The list must not hold nulls.
     */
    public static OrderPage handingOver(List<Order> orders, String nextCursor, boolean hasMore) {
        return new OrderPage(new HandedOver(orders), nextCursor, hasMore);
    }

    /** A read-only view of a list nobody else holds. */
    private static final class HandedOver extends AbstractList<Order> implements RandomAccess {
        private final List<Order> orders;

        HandedOver(List<Order> orders) {
            this.orders = orders;
        }

        @Override
        public Order get(int index) {
            return orders.get(index);
        }

        @Override
        public int size() {
            return orders.size();
        }
    }
}
