package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.AggregationContext;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * <h2>Reactor fan-out: {@code flatMap} with concurrency K</h2>
 *
 * <p>{@code Flux.range(0, K)} of partition indexes, each mapped to {@link ReactorAggregator}'s walk over its
 * partition, merged with a concurrency of K so all K walks are subscribed at once. {@code flatMapSequential} is
 * {@code flatMap} that emits the results in source order (partition order), buffering early finishers; it
 * subscribes exactly as eagerly.
 *
 * <p><b>What to notice:</b> the {@code concurrency} argument is the knob: {@code flatMap} subscribes to at most that
 * many inner publishers at once (default 256), which is how Reactor code bounds fan-out. No Scheduler appears and
 * no thread waits for a page, but the walks do not run on the HTTP client's threads only: the client's
 * SelectorManager thread decodes (mostly) each page as its buffers arrive, and the page's future completes on
 * CompletableFuture's default executor (JDK 25: a common-pool worker; the JDK hands {@code sendAsync}'s dependents
 * over there), which reduces the page and sends the next request, as in {@link ReactorAggregator}. Put a blocking
 * call inside the {@code flatMap} and the walks serialise on whichever thread subscribed (see ScenarioPitfallsTest).
 *
 * <p><b>Where memory and threads go:</b> per aggregation, the walk's operators, one accumulator and the page in
 * flight; flatMap's inner queues; threads: the HTTP client's SelectorManager (it decodes, mostly, every page of
 * every walk: one thread, see HttpOrdersClient) and the common pool's workers, which reduce.
 *
 * <p><b>The request's context</b> (issue 25, {@code --context}): a thread-local set around the subscription is on
 * the first request only; the later ones are sent by a common-pool worker. Written into the Reactor {@code Context},
 * it reaches them only with {@code Hooks.enableAutomaticContextPropagation()} ({@code AggregationContext.mono}).
 */
public final class ReactorFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        return Flux.range(0, partitions)
                .flatMapSequential(i -> inContext(client.forPartition(i, partitions), i, listener), partitions)
                .collectList()
                .block(); // the edge
    }

    /** One aggregation in its context (issue 25; nothing without --context). */
    private static Mono<OrderStats> inContext(OrdersClient partition, int index, FanOutListener listener) {
        return AggregationContext.of(partition).mono(walk(partition, index, listener));
    }

    /** One aggregation, timed from its subscription to its result. */
    static Mono<OrderStats> walk(OrdersClient partition, int index, FanOutListener listener) {
        return Mono.defer(() -> {
            long start = System.nanoTime();
            listener.started(index, start);
            return ReactorAggregator.statsOf(ReactorAggregator.pages(partition))
                    .doOnNext(stats -> listener.finished(index, start, System.nanoTime()));
        });
    }
}
