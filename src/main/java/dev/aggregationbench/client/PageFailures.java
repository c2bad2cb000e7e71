package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletionException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamReadException;

/** What went wrong with a page, as an {@link OrdersApiException} that names it and knows whether to retry. */
final class PageFailures {

    private static final int SNIPPET_BYTES = 300;

    private PageFailures() {}

    /**
     * Throws for any status but 200, with the start of the body (read through {@code body}) in the message; a 429
     * as a {@link ThrottledException} with the wait its {@code Retry-After} asks for.
     */
    static void requireOk(String cursor, int status, HttpHeaders headers, BodyPrefix body) {
        if (status == 200) {
            return;
        }
        String snippet;
        try {
            snippet = snippet(body.read(SNIPPET_BYTES));
        } catch (IOException e) {
            snippet = "(body unreadable: " + e.getMessage() + ")";
        }
        if (status == 429) {
            Duration retryAfter = RetryAfter.parse(headers.firstValue("Retry-After"), Instant.now())
                    .orElse(null);
            throw new ThrottledException(cursor, retryAfter, "HTTP 429: " + snippet);
        }
        boolean retryable = status >= 500;
        throw new OrdersApiException(cursor, status, retryable, "HTTP " + status + ": " + snippet, null);
    }

    /**
     * The page, unless it sends the walk back to the cursor it was fetched with: followed, it would be fetched
     * forever (a server that repeats its cursor). Longer loops are bounded by the caller (the worker: pages per pass).
     */
    static OrderPage notLooping(String cursor, OrderPage page) {
        if (page.hasMore() && cursor != null && cursor.equals(page.nextCursor())) {
            throw new OrdersApiException(
                    cursor,
                    200,
                    false,
                    "cursor loop: the server answered this cursor with "
                            + "the same cursor as nextCursor (and hasMore true); following it would fetch this page forever",
                    null);
        }
        return page;
    }

    /** Turns whatever an attempt threw into an {@link OrdersApiException} that knows whether to retry. */
    static OrdersApiException classify(String cursor, Throwable error) {
        return switch (error) {
            case OrdersApiException e -> e;
            case UncheckedIOException e ->
                new OrdersApiException(
                        cursor, -1, true, "connection failed: " + ConnectionFailures.describe(e), e.getCause());
            case IOException e ->
                new OrdersApiException(cursor, -1, true, "connection failed: " + ConnectionFailures.describe(e), e);
            case JacksonIOException e ->
                new OrdersApiException(
                        cursor,
                        -1,
                        true,
                        "connection failed while reading the body: " + ConnectionFailures.describe(e),
                        e);
            case OrderPageDecoder.MalformedPageException e ->
                new OrdersApiException(cursor, -1, false, "malformed page: " + e.getMessage(), e);
            // a body that is not JSON (cut short, garbled) is retried: it is what a transfer cut off or a proxy's
            // error page looks like, and another attempt can fix it; an API that answers the same bytes every
            // time fails after the policy's attempts. Valid JSON with wrong content is not retried (same bytes).
            case StreamReadException e ->
                new OrdersApiException(cursor, -1, true, "malformed JSON: " + e.getOriginalMessage(), e);
            case JacksonException e ->
                new OrdersApiException(cursor, -1, false, "malformed page: " + e.getOriginalMessage(), e);
            default -> new OrdersApiException(cursor, -1, false, "unexpected failure: " + error, error);
        };
    }

    static Throwable unwrap(Throwable error) {
        Throwable t = error;
        while (t instanceof CompletionException && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    static String snippet(byte[] bytes) {
        String text = new String(bytes, 0, Math.min(bytes.length, SNIPPET_BYTES), StandardCharsets.UTF_8);
        return text.isBlank() ? "(empty body)" : text.strip();
    }

    @FunctionalInterface
    interface BodyPrefix {
        byte[] read(int maxBytes) throws IOException;
    }
}
