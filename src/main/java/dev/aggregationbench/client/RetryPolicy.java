package dev.aggregationbench.client;

import java.time.Duration;

/**
 * Bounded exponential backoff, the same for every variant: attempt n waits
 * {@code min(maxBackoff, initialBackoff * multiplier^(n-1))} before the next. No jitter, so runs are reproducible.
 *
 * @param maxAttempts attempts in total, the first included (1: no retries)
 */
public record RetryPolicy(int maxAttempts, Duration initialBackoff, Duration maxBackoff, double multiplier) {

    public static final RetryPolicy DEFAULT = new RetryPolicy(4, Duration.ofMillis(50), Duration.ofSeconds(2), 2.0);
    public static final RetryPolicy NONE = new RetryPolicy(1, Duration.ZERO, Duration.ZERO, 1.0);

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be >= 1, was " + maxAttempts);
        }
        if (initialBackoff.isNegative() || maxBackoff.isNegative() || multiplier < 1.0) {
            throw new IllegalArgumentException("backoffs must be >= 0 and multiplier >= 1");
        }
    }

    /** How long to wait after failed attempt {@code attempt} (1-based). */
    public Duration backoffAfter(int attempt) {
        double millis = initialBackoff.toMillis() * Math.pow(multiplier, attempt - 1);
        return Duration.ofMillis((long) Math.min(millis, maxBackoff.toMillis()));
    }
}
