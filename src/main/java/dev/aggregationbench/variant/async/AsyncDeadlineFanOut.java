package dev.aggregationbench.variant.async;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;

/**
 * <h2>Deadline for async: {@code orTimeout} on each chain</h2>
 *
 * <p>{@link AsyncFanOut} with {@code orTimeout(D)} on every aggregation's chain ({@code --deadline-millis=D}): a
 * chain not complete by then completes with a {@link TimeoutException}, and its element is {@code null}.
 *
 * <p><b>What to notice:</b> {@code orTimeout} completes the future, nothing more. The chain behind it is not told:
 * it goes on fetching its pages after the caller gave up, and the mock receives them (requests after the deadline).
 * A CompletableFuture is a result, not a handle on the work. Here the continuation pool lives on until the chains
 * end, as a service's shared one would: closed at once, it would stop them by refusing their next step, silently.
 *
 * <p><b>Where memory and threads go:</b> as unbounded; plus one timer task per chain on the JDK's delay scheduler.
 */
public final class AsyncDeadlineFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        // as in a service, the continuations outlive the call: shut down once the work itself has ended
        ExecutorService continuations = Continuations.perCpu();
        List<CompletableFuture<OrderStats>> work = IntStream.range(0, partitions)
                .mapToObj(i -> {
                    long start = System.nanoTime();
                    listener.started(i, start);
                    return AsyncAggregator.aggregateAsync(client.forPartition(i, partitions), continuations)
                            .thenApply(stats -> {
                                listener.finished(i, start, System.nanoTime());
                                return stats;
                            });
                })
                .toList();
        CompletableFuture.allOf(work.toArray(CompletableFuture[]::new))
                .whenComplete((done, error) -> continuations.shutdown());
        List<CompletableFuture<OrderStats>> results = work.stream()
                .map(chain -> chain.copy() // orTimeout completes the copy: the chain itself runs on
                        .orTimeout(settings.deadlineMillis(), TimeUnit.MILLISECONDS)
                        .handle(AsyncDeadlineFanOut::nullIfLate))
                .toList();
        AsyncAggregator.join(CompletableFuture.allOf(results.toArray(CompletableFuture[]::new)));
        return results.stream().map(CompletableFuture::join).toList();
    }

    /** The result, {@code null} for a chain that timed out; any other failure as it was. */
    private static OrderStats nullIfLate(OrderStats stats, Throwable error) {
        if (error == null) {
            return stats;
        }
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (cause instanceof TimeoutException) {
            return null;
        }
        throw error instanceof CompletionException c ? c : new CompletionException(error);
    }
}
