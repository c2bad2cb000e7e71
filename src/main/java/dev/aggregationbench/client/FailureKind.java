package dev.aggregationbench.client;

import java.net.http.HttpTimeoutException;
import java.util.Locale;
import tools.jackson.core.exc.StreamReadException;

/**
 * Why a page attempt failed in a way worth another attempt, as the client counts its retries
 * ({@link RetryCounts}). Each kind is what the mock's {@code --fault-kinds} inject, seen from the client:
 * {@code unavailable} (mock: {@code unavailable}, a 503), {@code connection} (mock: {@code reset}), {@code malformed}
 * (mock: {@code malformed}, a page cut in half), {@code timeout} (mock: a {@code slow} page later than the request
 * timeout).
 */
enum FailureKind {
    /** HTTP 5xx. */
    UNAVAILABLE,
    /** The connection failed: refused, reset, closed before the whole response. */
    CONNECTION,
    /** No response headers within the request timeout, or a body that did not end within it ({@link BodyDeadline}). */
    TIMEOUT,
    /** The body was not JSON: cut short (the mock's {@code malformed}) or garbled. */
    MALFORMED,
    /** HTTP 429: too many requests at once (mock: {@code --api-max-in-flight}), retried after its Retry-After. */
    THROTTLED;

    /** The name in the worker document and results.json: {@code unavailable}, {@code connection}, ... */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind of a retryable failure (what was received, else what the cause chain says). */
    static FailureKind of(OrdersApiException failure) {
        if (failure.statusCode() == 429) {
            return THROTTLED;
        }
        if (failure.statusCode() > 0) {
            return UNAVAILABLE;
        }
        for (Throwable t = failure.getCause(); t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpTimeoutException) {
                return TIMEOUT;
            }
            if (t instanceof StreamReadException) {
                return MALFORMED;
            }
        }
        return CONNECTION;
    }
}
