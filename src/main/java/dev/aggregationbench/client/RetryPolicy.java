package dev.aggregationbench.client;

import dev.aggregationbench.knob.Knob;
import java.time.Duration;

/**
 * Bounded exponential backoff, the same for every variant: attempt n waits
 * {@code min(maxBackoff, initialBackoff * multiplier^(n-1))} before the next. No jitter, so runs are reproducible.
 * A 429 is the server saying "not now", not a failure: it has a budget of its own ({@code maxThrottledAttempts}),
 * and waits what its {@code Retry-After} asks (at most {@link #MAX_RETRY_AFTER}), the backoff when it says nothing.
 *
 * @param maxAttempts          attempts in total, the first included (1: no retries), 429s aside
 * @param maxThrottledAttempts attempts answered 429 before the page gives up (1: a 429 is not retried)
 */
public record RetryPolicy(
        int maxAttempts, Duration initialBackoff, Duration maxBackoff, double multiplier, int maxThrottledAttempts) {

    /** The longest Retry-After honoured as it is: a server asking for more is waited on this long. */
    public static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(30);

    /** The policy of every page request: {@code --max-attempts}' default, backoff from 50 ms, doubling, at most 2 s. */
    public static final RetryPolicy DEFAULT = new RetryPolicy(
            Integer.parseInt(Knob.MAX_ATTEMPTS.definition().defaultValue()),
            Duration.ofMillis(50),
            Duration.ofSeconds(2),
            2.0,
            100);

    public static final RetryPolicy NONE = new RetryPolicy(1, Duration.ZERO, Duration.ZERO, 1.0, 1);

    /** A policy whose 429s have the same budget as other failures. */
    public RetryPolicy(int maxAttempts, Duration initialBackoff, Duration maxBackoff, double multiplier) {
        this(maxAttempts, initialBackoff, maxBackoff, multiplier, maxAttempts);
    }

    public RetryPolicy {
        if (maxAttempts < 1 || maxThrottledAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts and maxThrottledAttempts must be >= 1, were " + maxAttempts
                    + " and " + maxThrottledAttempts);
        }
        if (initialBackoff.isNegative() || maxBackoff.isNegative() || multiplier < 1.0) {
            throw new IllegalArgumentException("backoffs must be >= 0 and multiplier >= 1");
        }
    }

    /** This policy with {@code attempts} in total for a failure ({@code --max-attempts}); 429s keep their budget. */
    public RetryPolicy withMaxAttempts(int attempts) {
        return new RetryPolicy(attempts, initialBackoff, maxBackoff, multiplier, maxThrottledAttempts);
    }

    /** How long to wait after failed attempt {@code attempt} (1-based). */
    public Duration backoffAfter(int attempt) {
        double millis = initialBackoff.toMillis() * Math.pow(multiplier, attempt - 1);
        return Duration.ofMillis((long) Math.min(millis, maxBackoff.toMillis()));
    }

    /**
     * How long to wait after the {@code throttled}-th 429 of a page: what the server asked for ({@code retryAfter},
     * at most {@link #MAX_RETRY_AFTER}), or the backoff when it did not say (null).
     */
    public Duration waitAfterThrottled(int throttled, Duration retryAfter) {
        if (retryAfter == null) {
            return backoffAfter(throttled);
        }
        return retryAfter.compareTo(MAX_RETRY_AFTER) > 0 ? MAX_RETRY_AFTER : retryAfter;
    }
}
