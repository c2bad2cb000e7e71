package dev.aggregationbench.variant.stream;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.variant.BackgroundPageFetcher;
import dev.aggregationbench.variant.OrderAggregator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * <h2>Stream, pipelined: a stream over pages that a background thread fetches ahead</h2>
 *
 * <p>The pages come from a {@link BackgroundPageFetcher} (a platform thread walking the cursor into a queue of one);
 * the stream flattens them ({@code flatMap}) and collects the orders with the same Collector as
 * {@link StreamAggregator}. The stream owns the fetcher: {@code onClose} stops it, so try-with-resources on the
 * stream is what ends the background walk.
 *
 * <p><b>What to notice:</b> a Stream has no notion of "fetch ahead"; the overlap comes from the source, not from
 * the pipeline, and {@code parallel()} would not give it (the source cannot split: each cursor needs the previous
 * page). Forgetting to close this stream leaves a thread blocked on a full queue.
 *
 * <p><b>Where memory and threads go:</b> one platform thread (native stack), at most three pages alive, the
 * pipeline's few objects and the accumulator.
 */
public final class StreamPipelined implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return StreamAggregator.collect(orders(client));
    }

    /** All orders; pages are fetched one or two ahead by a background thread until the stream is closed. */
    public static Stream<Order> orders(OrdersClient client) {
        BackgroundPageFetcher pages = new BackgroundPageFetcher(
                client, Thread.ofPlatform().name("page-fetcher").daemon().factory(), 1);
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(pages, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .flatMap(page -> page.data().stream())
                .onClose(pages::close);
    }
}
