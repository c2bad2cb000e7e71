package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The mock's opaque cursor: URL-safe Base64 of what is left of a walk, {@code "o:<offset>"} when the walk runs to
 * the end of the data set, {@code "o:<offset>:<end>"} when it ends with a partition. Clients must not look inside;
 * the mock rejects anything it did not issue with 400.
 */
final class Cursor {

    private static final String PREFIX = "o:";

    private Cursor() {}

    /** The cursor for the rest of a walk, {@code [rest.start(), rest.end())}. */
    static String encode(OrderRange rest, long totalOrders) {
        String text = rest.end() == totalOrders ? PREFIX + rest.start() : PREFIX + rest.start() + ":" + rest.end();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.US_ASCII));
    }

    /** The rest of a walk a cursor stands for, or throws {@link IllegalArgumentException} saying what is wrong. */
    static OrderRange decode(String cursor, long totalOrders) {
        String text;
        try {
            text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.US_ASCII);
        } catch (IllegalArgumentException e) {
            throw notIssued(cursor);
        }
        if (!text.startsWith(PREFIX)) {
            throw notIssued(cursor);
        }
        String[] parts = text.substring(PREFIX.length()).split(":", -1);
        if (parts.length > 2) {
            throw notIssued(cursor);
        }
        long offset;
        long end;
        try {
            offset = Long.parseLong(parts[0]);
            end = parts.length == 2 ? Long.parseLong(parts[1]) : totalOrders;
        } catch (NumberFormatException e) {
            throw notIssued(cursor);
        }
        if (offset <= 0 || offset >= end || end > totalOrders) {
            throw new IllegalArgumentException("cursor " + Echo.quote(cursor) + " points outside the order set");
        }
        return new OrderRange(offset, end);
    }

    private static IllegalArgumentException notIssued(String cursor) {
        return new IllegalArgumentException("cursor " + Echo.quote(cursor) + " is not a cursor this API issued");
    }
}
