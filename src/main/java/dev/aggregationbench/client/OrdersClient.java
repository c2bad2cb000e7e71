package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.util.concurrent.CompletableFuture;

/**
 * The one seam between the variants and the orders API. All three methods use the same HTTP client and the same
 * retry policy; the two the variants use ({@link #fetchPage}, {@link #fetchPageAsync}) also the same JSON decoding,
 * so a comparison of variants measures the concurrency style only.
 * A {@code null} cursor asks for the first page. Failures are {@link OrdersApiException}s naming the cursor.
 */
public interface OrdersClient {

    /** Blocking: sends the request and decodes the body incrementally from its InputStream (one page of orders). */
    OrderPage fetchPage(String cursor);

    /**
     * Non-blocking: completes with the page; the body is decoded incrementally as its buffers arrive (no thread
     * waits for it, and the whole body is never held), by the same code as the blocking methods.
     */
    CompletableFuture<OrderPage> fetchPageAsync(String cursor);

    /**
     * Blocking, the way a first draft does it: reads the whole body into memory, then binds it to objects. No
     * variant uses it; the {@code binding} row does, to measure this way of reading on its own.
     */
    OrderPage fetchPageBuffered(String cursor);

    /**
     * A view of this client that walks one partition of the order set (see {@link Partition}): its first page
     * ({@code null} cursor) is the first page of partition {@code partition} of {@code partitions}, and the cursors
     * it returns stay inside that partition. The fetch methods are called exactly as on the whole set, so any
     * variant can walk a partition unchanged. The view shares this client's connections and need not be closed.
     *
     * @throws IllegalArgumentException if {@code partition} is not in {@code 0..partitions-1}
     * @throws UnsupportedOperationException if this client cannot name a partition (the default)
     */
    default OrdersClient forPartition(int partition, int partitions) {
        Partition checked = new Partition(partition, partitions);
        throw new UnsupportedOperationException(getClass().getName() + " cannot walk a partition (asked for "
                + checked.index() + " of " + checked.count() + "); wrap a client that can and delegate");
    }
}
