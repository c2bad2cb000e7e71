package dev.aggregationbench.mock;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The mock's opaque cursor: URL-safe Base64 of {@code "o:<offset>"}. Clients must not look inside; the mock
 * rejects anything it did not issue with 400.
 */
final class Cursor {

    private static final String PREFIX = "o:";

    private Cursor() {
    }

    static String encode(long offset) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((PREFIX + offset).getBytes(StandardCharsets.US_ASCII));
    }

    /** The offset in a cursor, or throws {@link IllegalArgumentException} saying what is wrong with it. */
    static long decode(String cursor, long totalOrders) {
        String text;
        try {
            text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.US_ASCII);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cursor '" + cursor + "' is not a cursor this API issued");
        }
        if (!text.startsWith(PREFIX)) {
            throw new IllegalArgumentException("cursor '" + cursor + "' is not a cursor this API issued");
        }
        long offset;
        try {
            offset = Long.parseLong(text.substring(PREFIX.length()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cursor '" + cursor + "' is not a cursor this API issued");
        }
        if (offset <= 0 || offset >= totalOrders) {
            throw new IllegalArgumentException("cursor '" + cursor + "' points outside the order set");
        }
        return offset;
    }
}
