package dev.aggregationbench.client;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The retry decision of {@link HttpOrdersClient}, one for its blocking and its non-blocking path: a failure that is
 * not retryable ends the page at once; a retryable one ends it after the {@link RetryPolicy}'s last attempt, and is
 * otherwise counted by kind ({@link RetryCounts}) and tried again after the policy's backoff. A 429 has a budget of
 * its own and waits what its {@code Retry-After} asks ({@link RetryPolicy#waitAfterThrottled}). The blocking path
 * sleeps on its own thread; the non-blocking one waits on the JDK's delay-scheduler thread.
 */
final class PageRetries {

    private final RetryPolicy policy;
    private final RetryCounts counts;

    PageRetries(RetryPolicy policy, RetryCounts counts) {
        this.policy = policy;
        this.counts = counts;
    }

    /** Where the retries are counted. */
    RetryCounts counts() {
        return counts;
    }

    /** Runs {@code attempt} until it returns, or throws the failure that ends the page. */
    <T> T blocking(String cursor, Supplier<T> attempt) {
        Attempts attempts = new Attempts();
        while (true) {
            try {
                return attempt.get();
            } catch (RuntimeException e) {
                sleep(cursor, backoffOrGiveUp(cursor, e, attempts));
            }
        }
    }

    /** Starts {@code attempt} again until one completes, or completes with the failure that ends the page. */
    <T> CompletableFuture<T> async(String cursor, Supplier<CompletableFuture<T>> attempt) {
        return async(cursor, attempt, new Attempts());
    }

    private <T> CompletableFuture<T> async(String cursor, Supplier<CompletableFuture<T>> attempt, Attempts attempts) {
        return attempt.get()
                .handle((page, error) -> {
                    if (error == null) {
                        return CompletableFuture.completedFuture(page);
                    }
                    Duration backoff;
                    try {
                        backoff = backoffOrGiveUp(cursor, PageFailures.unwrap(error), attempts);
                    } catch (OrdersApiException giveUp) {
                        return CompletableFuture.<T>failedFuture(giveUp);
                    }
                    // Depth is bounded by the attempts; the delay runs on the JDK's delay-scheduler thread.
                    return CompletableFuture.supplyAsync(
                                    () -> cursor,
                                    CompletableFuture.delayedExecutor(
                                            backoff.toMillis(), TimeUnit.MILLISECONDS, Runnable::run))
                            .thenCompose(c -> async(c, attempt, attempts));
                })
                .thenCompose(Function.identity());
    }

    /** The one decision after a failed attempt: the wait before the next (the retry counted), or throws. */
    private Duration backoffOrGiveUp(String cursor, Throwable error, Attempts attempts) {
        OrdersApiException failure = PageFailures.classify(cursor, error);
        if (!failure.retryable()) {
            throw failure;
        }
        if (failure instanceof ThrottledException throttled) {
            int n = ++attempts.throttled;
            if (n >= policy.maxThrottledAttempts()) {
                throw failure.afterAttempts(attempts.total());
            }
            counts.count(FailureKind.THROTTLED);
            return policy.waitAfterThrottled(n, throttled.retryAfter());
        }
        int n = ++attempts.failed;
        if (n >= policy.maxAttempts()) {
            throw failure.afterAttempts(attempts.total());
        }
        counts.count(FailureKind.of(failure));
        return policy.backoffAfter(n);
    }

    /** One page's failed attempts so far: 429s, and the others. One attempt at a time changes it. */
    private static final class Attempts {
        int failed;
        int throttled;

        int total() {
            return failed + throttled;
        }
    }

    private static void sleep(String cursor, Duration duration) {
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OrdersApiException(cursor, -1, false, "interrupted while backing off", e);
        }
    }
}
