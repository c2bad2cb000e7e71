package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.List;
import reactor.core.publisher.Flux;

/**
 * <h2>Bounded Reactor fan-out: {@code flatMap} with concurrency M</h2>
 *
 * <p>{@link ReactorFanOut} with one argument changed: {@code flatMapSequential(walk, M)} instead of K. Reactor
 * subscribes to at most M walks at once and to the next one as a walk completes.
 *
 * <p><b>What to notice:</b> the bound is the operator's own argument, so it is easy to forget that its default is
 * 256 (Queues.SMALL_BUFFER_SIZE), not "all". A walk not yet subscribed has not started: its aggregation's latency
 * starts when it is subscribed, so queueing shows in the throughput, not in the p99.
 *
 * <p><b>Where memory and threads go:</b> at most M walks' operators and pages in flight; K - M partition indexes
 * waiting in {@code Flux.range}; the same threads as unbounded.
 */
public final class ReactorBoundedFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        return Flux.range(0, partitions)
                .flatMapSequential(
                        i -> ReactorFanOut.walk(client.forPartition(i, partitions), i, listener),
                        settings.maxInFlight())
                .collectList()
                .block(); // the edge
    }
}
