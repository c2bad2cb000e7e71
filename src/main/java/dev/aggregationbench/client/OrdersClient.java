package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;

import java.util.concurrent.CompletableFuture;

/**
 * The one seam between the variants and the orders API. All three methods use the same HTTP client, the same
 * retry policy and the same JSON decoding, so a comparison of variants measures the concurrency style only.
 * A {@code null} cursor asks for the first page. Failures are {@link OrdersApiException}s naming the cursor.
 */
public interface OrdersClient {

    /** Blocking: sends the request and decodes the body incrementally from its InputStream (one page of orders). */
    OrderPage fetchPage(String cursor);

    /** Non-blocking: completes with the page; the body's bytes (one page) are decoded when they have all arrived. */
    CompletableFuture<OrderPage> fetchPageAsync(String cursor);

    /** Blocking, the way a first draft does it: reads the whole body into memory, then binds it to objects. */
    OrderPage fetchPageBuffered(String cursor);
}
