package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.variant.ExecutorFanOut;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * <h2>Bounded fan-out on virtual threads: a {@code Semaphore} around the fetch</h2>
 *
 * <p>{@link VirtualThreadsFanOut} with one change: every page fetch of every aggregation holds one of M permits
 * ({@code --max-in-flight=M}). All K virtual threads still start at once; at most M of them wait for the API at a
 * time. This is the JDK's advice for virtual threads: limit a resource with a semaphore, never with a pool.
 *
 * <p><b>What to notice:</b> the permit is taken on the aggregation's own virtual thread, inside the fetch, and given
 * back in {@code finally}. A virtual thread that waits for a permit parks and frees its carrier, so K waiting
 * threads cost heap, not OS threads. Against an API that admits N at once, M <= N means no 429 at all. Taking the
 * permit in the loop that submits instead blocks the caller until K - M aggregations ended: the start is serialised
 * (BoundedFanOutPitfallsTest).
 *
 * <p><b>Where memory and threads go:</b> as unbounded: K virtual threads (heap), about as many carriers as CPUs;
 * plus one semaphore and its queue of parked threads.
 */
public final class VirtualThreadsBoundedFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        Semaphore permits = new Semaphore(settings.maxInFlight());
        try (ExecutorService perTask = Executors.newVirtualThreadPerTaskExecutor()) {
            return ExecutorFanOut.runAll(
                    perTask,
                    new PermitPerFetch(client, permits),
                    settings.concurrency(),
                    VirtualThreadsAggregator::aggregateBlocking,
                    listener);
        }
    }

    /** {@code client} whose blocking fetches each hold one of {@code maxInFlight} permits, shared by its views. */
    public static OrdersClient permitPerFetch(OrdersClient client, int maxInFlight) {
        return new PermitPerFetch(client, new Semaphore(maxInFlight));
    }

    /** Each fetch inside a permit, on the calling (virtual) thread; every partition's view shares the permits. */
    record PermitPerFetch(OrdersClient delegate, Semaphore permits) implements OrdersClient {

        @Override
        public OrderPage fetchPage(String cursor) {
            return permitted(cursor, () -> delegate.fetchPage(cursor));
        }

        @Override
        public OrderPage fetchPageBuffered(String cursor) {
            return permitted(cursor, () -> delegate.fetchPageBuffered(cursor));
        }

        @Override
        public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
            throw new UnsupportedOperationException("the virtual-thread walk blocks: fetchPage");
        }

        @Override
        public OrdersClient forPartition(int partition, int partitions) {
            return new PermitPerFetch(delegate.forPartition(partition, partitions), permits);
        }

        private OrderPage permitted(String cursor, Supplier<OrderPage> fetch) {
            try {
                permits.acquire(); // parks the virtual thread: its carrier runs another
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new OrdersApiException(cursor, -1, false, "interrupted while waiting for a permit", e);
            }
            try {
                return fetch.get();
            } finally {
                permits.release(); // in finally: a failed fetch that kept its permit would shrink M for good
            }
        }
    }
}
