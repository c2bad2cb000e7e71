package dev.aggregationbench.order;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The lifecycle states an order can be in; the lower-case name is the wire form. */
public enum OrderStatus {
    @JsonProperty("pending")
    PENDING,
    @JsonProperty("paid")
    PAID,
    @JsonProperty("shipped")
    SHIPPED,
    @JsonProperty("cancelled")
    CANCELLED,
    @JsonProperty("refunded")
    REFUNDED;

    private static final OrderStatus[] VALUES = values(); // values() clones the array on every call

    private final String wireName = name().toLowerCase(java.util.Locale.ROOT);

    public String wireName() {
        return wireName;
    }

    /** The status for a wire name such as {@code "paid"}; throws naming the bad value otherwise. */
    public static OrderStatus fromWireName(String value) {
        for (OrderStatus status : VALUES) {
            if (status.wireName.equals(value)) {
                return status;
            }
        }
        throw new IllegalArgumentException("unknown order status '" + value + "'");
    }
}
