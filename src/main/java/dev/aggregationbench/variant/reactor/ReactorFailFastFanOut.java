package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.AggregationContext;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.IntStream;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * <h2>Fail-fast for Reactor: {@code flatMap}'s error cancels the other walks</h2>
 *
 * <p>{@link ReactorFanOut} that stops at the first failed aggregation ({@code --fail-fast}). Nothing is added: an
 * error from one inner walk makes {@code flatMap} cancel every other inner walk, then pass the error on; this is
 * Reactor's default. Each walk's result is kept as it arrives, so the caller gets those complete by then; a failed
 * or cancelled walk's element is {@code null}.
 *
 * <p><b>What to notice:</b> the cancel travels up each walk to the page it waits for: {@code expand} asks for no
 * further page. A request already sent still arrives, since cancelling its future does not abort the exchange
 * behind it. {@code flatMapDelayError} would do the opposite: let every other walk run to its end
 * (FailFastPitfallsTest).
 *
 * <p><b>Where memory and threads go:</b> as unbounded; plus an array of K results.
 */
public final class ReactorFailFastFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        AtomicReferenceArray<OrderStats> results = new AtomicReferenceArray<>(partitions);
        try {
            Flux.range(0, partitions)
                    .flatMap(
                            i -> inContext(client.forPartition(i, partitions), i, listener)
                                    .doOnNext(stats -> results.set(i, stats)),
                            partitions)
                    .then()
                    .block(); // the edge
        } catch (OrdersApiException firstFailure) {
            // flatMap cancelled every other walk before it passed the error on: return what was complete
        }
        return IntStream.range(0, partitions).mapToObj(results::get).toList();
    }

    /** One aggregation in its context (issue 25; nothing without --context). */
    private static Mono<OrderStats> inContext(OrdersClient partition, int index, FanOutListener listener) {
        return AggregationContext.of(partition).mono(walk(partition, index, listener));
    }

    /** One aggregation, timed from its subscription to its result or its own failure. */
    private static Mono<OrderStats> walk(OrdersClient partition, int index, FanOutListener listener) {
        return Mono.defer(() -> {
            long start = System.nanoTime();
            listener.started(index, start);
            return ReactorAggregator.statsOf(ReactorAggregator.pages(partition))
                    .doOnNext(stats -> listener.finished(index, start, System.nanoTime()))
                    .doOnError(OrdersApiException.class, e -> listener.failed(index, start, System.nanoTime()));
        });
    }
}
