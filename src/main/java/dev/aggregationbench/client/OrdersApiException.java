package dev.aggregationbench.client;

/**
 * A page could not be fetched or understood. The message names the page (its cursor) and what was wrong.
 * {@link #retryable()} tells whether another attempt could succeed (5xx, 429, connection failures).
 */
public class OrdersApiException extends RuntimeException {

    private final String cursor;
    private final int statusCode;
    private final boolean retryable;

    public OrdersApiException(String cursor, int statusCode, boolean retryable, String problem, Throwable cause) {
        super(describe(cursor) + ": " + problem, cause);
        this.cursor = cursor;
        this.statusCode = statusCode;
        this.retryable = retryable;
    }

    /** The cursor of the failed page; {@code null} for the first page. */
    public String cursor() {
        return cursor;
    }

    /** The HTTP status, or -1 when none was received (connection failure, malformed body). */
    public int statusCode() {
        return statusCode;
    }

    public boolean retryable() {
        return retryable;
    }

    static String describe(String cursor) {
        return cursor == null ? "first page (no cursor)" : "page at cursor '" + cursor + "'";
    }

    OrdersApiException afterAttempts(int attempts) {
        return new OrdersApiException(
                cursor,
                statusCode,
                retryable,
                getMessage().substring(describe(cursor).length() + 2) + " (gave up after " + attempts + " attempts)",
                getCause());
    }
}
