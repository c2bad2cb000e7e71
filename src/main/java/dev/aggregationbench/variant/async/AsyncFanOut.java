package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.AggregationContext;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.stream.IntStream;

/**
 * <h2>Async fan-out: K chains of futures on a small executor</h2>
 *
 * <p>Each aggregation is {@link AsyncAggregator#aggregateAsync}'s chain over its partition; all K are started at
 * once and joined together. The chains share one small pool of continuation threads (as many as CPUs): between
 * pages a chain is only a future registered with the HTTP client, so K can be far larger than the pool.
 *
 * <p><b>What to notice:</b> the number of threads does not grow with K. Requests wait in the HTTP client's selector
 * (one thread for all sockets, which also decodes, mostly, every page as its buffers arrive); each page's future
 * completes on CompletableFuture's default executor (JDK 25: a common-pool worker; the JDK hands {@code sendAsync}'s
 * dependents over there); the continuation that adds the page runs on the small pool. The cost moves to the code:
 * failures travel as values, and a failed chain cannot stop the others (cancelling a CompletableFuture does not
 * cancel the work behind it, see StylesComparedTest), so a failure is reported when every chain has ended.
 *
 * <p><b>Where memory and threads go:</b> per aggregation, one accumulator, the page in flight (its bytes and its
 * decoding state) and a future per page; threads: the continuation pool, the HTTP client's SelectorManager and the
 * common pool's workers that complete the futures.
 *
 * <p><b>The request's context</b> (issue 25, {@code --context}): set where the chain starts, it is on the first
 * request only; every later one is sent by a continuation thread, after a hop. The fix restores it per task
 * ({@code AggregationContext.continuations}).
 *
 * @see "dev.aggregationbench.pitfalls.MdcLostAfterAHopTest (test sources): the MDC lost after a hop, and its fix"
 */
public final class AsyncFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        try (ExecutorService continuations = Continuations.perCpu()) {
            List<CompletableFuture<OrderStats>> chains = IntStream.range(0, partitions)
                    .mapToObj(i -> {
                        long start = System.nanoTime();
                        listener.started(i, start);
                        OrdersClient partition = client.forPartition(i, partitions);
                        return inContext(partition, partition, continuations).thenApply(stats -> {
                            listener.finished(i, start, System.nanoTime());
                            return stats;
                        });
                    })
                    .toList();
            AsyncAggregator.join(CompletableFuture.allOf(chains.toArray(CompletableFuture[]::new)));
            return chains.stream().map(CompletableFuture::join).toList();
        }
    }

    /**
     * Starts the walk of {@code walked} (the partition, or a view of it) in the partition's aggregation context: set
     * where the chain starts and, fixed, restored around each continuation (issue 25; nothing without --context).
     */
    static CompletableFuture<OrderStats> inContext(
            OrdersClient partition, OrdersClient walked, ExecutorService continuations) {
        AggregationContext context = AggregationContext.of(partition);
        return context.starting(
                () -> context.call(() -> AsyncAggregator.aggregateAsync(walked, context.continuations(continuations))));
    }
}
