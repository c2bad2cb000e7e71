package dev.aggregationbench.client;

import java.time.Duration;

/**
 * A 429: the API refused the request because the client sends too many at once, and may say when to come back
 * ({@code Retry-After}, {@link RetryAfter}). Retried with a budget of its own ({@link RetryPolicy}), after the wait
 * the server asked for.
 */
final class ThrottledException extends OrdersApiException {

    private final transient Duration retryAfter;

    ThrottledException(String cursor, Duration retryAfter, String problem) {
        super(cursor, 429, true, problem, null);
        this.retryAfter = retryAfter;
    }

    /** The wait the server asked for; null when it did not say. */
    Duration retryAfter() {
        return retryAfter;
    }
}
