package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * <h2>Bounded async fan-out: a limiter in front of {@code sendAsync}</h2>
 *
 * <p>{@link AsyncFanOut} with every page request going through one {@link AsyncLimiter} of M permits
 * ({@code --max-in-flight=M}). All K chains start at once; at most M requests are sent and not yet answered, and
 * the next waits in the limiter's queue until one completes.
 *
 * <p><b>What to notice:</b> a {@code Semaphore.acquire} here would block the thread that completes a page, which
 * is the HTTP client's or the common pool's. The limiter never blocks: a request over the limit is a queued task,
 * started by the thread that completes an earlier one. Against an API that admits N at once, M <= N: no 429.
 *
 * <p><b>Where memory and threads go:</b> as unbounded (K chains, K accumulators); plus a queued task per request
 * waiting for a permit, at most one per chain.
 */
public final class AsyncBoundedFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        return new AsyncFanOut()
                .aggregateAll(new LimitedClient(client, new AsyncLimiter(settings.maxInFlight())), settings, listener);
    }

    /** Each {@code fetchPageAsync} through the limiter; every partition's view shares it. */
    record LimitedClient(OrdersClient delegate, AsyncLimiter limiter) implements AsyncOnlyClient {

        @Override
        public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
            return limiter.submit(() -> delegate.fetchPageAsync(cursor));
        }

        @Override
        public OrdersClient forPartition(int partition, int partitions) {
            return new LimitedClient(delegate.forPartition(partition, partitions), limiter);
        }
    }
}
