package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;

/**
 * <h2>Fail-fast for async: a cancelled flag checked before each {@code sendAsync}</h2>
 *
 * <p>{@link AsyncFanOut} that stops at the first failed aggregation ({@code --fail-fast}). All K chains share one
 * flag; the first chain that fails sets it, and every chain checks it before it sends its next page request
 * ({@link CheckedClient}): a chain that finds it set ends with a {@link CancellationException}. The caller returns
 * at the first failure with the results complete by then; a failed or cancelled chain's element is {@code null}.
 *
 * <p><b>What to notice:</b> {@code cancel(true)} on the other futures is what most code writes, and it stops
 * nothing: a CompletableFuture is a result, not a handle on the work. Cancelling completes the future, and the
 * chain behind it goes on requesting its pages (FailFastPitfallsTest shows it, beside this form). The chain
 * must be told, and it can only be told between pages: a request in flight still arrives, and a retry already
 * waiting out its backoff inside the client is still sent.
 *
 * <p><b>Where memory and threads go:</b> as unbounded; plus one flag. The continuation pool lives on until every
 * chain has ended, as a service's shared one would.
 *
 * @see "dev.aggregationbench.pitfalls.FailFastPitfallsTest (test sources): cancel(true), beside this form"
 */
public final class AsyncFailFastFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        AtomicBoolean stop = new AtomicBoolean(); // the cancellation every chain checks before each request
        CompletableFuture<Void> firstFailure = new CompletableFuture<>();
        ExecutorService continuations = Continuations.perCpu();
        List<CompletableFuture<OrderStats>> chains = IntStream.range(0, partitions)
                .mapToObj(i -> {
                    long start = System.nanoTime();
                    listener.started(i, start);
                    OrdersClient partition = client.forPartition(i, partitions);
                    return AsyncFanOut.inContext(partition, new CheckedClient(partition, stop), continuations)
                            .whenComplete((stats, error) -> {
                                if (error == null) {
                                    listener.finished(i, start, System.nanoTime());
                                } else if (error instanceof OrdersApiException && !stop.get()) { // failed by itself
                                    listener.failed(i, start, System.nanoTime());
                                    stop.set(true); // tell every chain: no further request
                                    firstFailure.complete(null);
                                }
                            });
                })
                .toList();
        CompletableFuture<Void> all = CompletableFuture.allOf(chains.toArray(CompletableFuture[]::new));
        all.whenComplete((done, error) -> continuations.shutdown());
        CompletableFuture.anyOf(all, firstFailure).handle((done, error) -> null).join();
        if (!firstFailure.isDone()) {
            AsyncAggregator.join(all); // every chain ended and none by a page's failure: rethrows a bug's
        }
        return chains.stream()
                .map(chain -> chain.isDone() && !chain.isCompletedExceptionally() ? chain.join() : null)
                .toList();
    }

    /** Checks the flag before each {@code fetchPageAsync}; every partition's view shares it. */
    record CheckedClient(OrdersClient delegate, AtomicBoolean stop) implements AsyncOnlyClient {

        @Override
        public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
            return stop.get()
                    ? CompletableFuture.failedFuture(new CancellationException("another aggregation failed"))
                    : delegate.fetchPageAsync(cursor);
        }

        @Override
        public OrdersClient forPartition(int partition, int partitions) {
            return new CheckedClient(delegate.forPartition(partition, partitions), stop);
        }
    }
}
