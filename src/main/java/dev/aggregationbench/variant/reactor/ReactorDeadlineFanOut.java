package dev.aggregationbench.variant.reactor;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * <h2>Deadline for Reactor: {@code timeout} on each walk</h2>
 *
 * <p>{@link ReactorFanOut} with {@code timeout(D)} on every walk ({@code --deadline-millis=D}): a walk without a
 * result by then is cancelled, and its element is {@code null} (an empty {@code Optional} until the edge).
 *
 * <p><b>What to notice:</b> {@code timeout} cancels its upstream: the walk requests no further page. A request
 * already sent still reaches the mock, since cancelling the page's future does not abort the exchange behind it.
 *
 * <p><b>Where memory and threads go:</b> as unbounded; plus one timer per walk on Reactor's parallel scheduler.
 */
public final class ReactorDeadlineFanOut implements FanOut {

    @Override
    public List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener) {
        int partitions = settings.concurrency();
        Duration deadline = Duration.ofMillis(settings.deadlineMillis());
        List<Optional<OrderStats>> results = Flux.range(0, partitions)
                .flatMapSequential(
                        i -> ReactorFanOut.walk(client.forPartition(i, partitions), i, listener)
                                .map(Optional::of)
                                .timeout(deadline)
                                .onErrorResume(TimeoutException.class, late -> Mono.just(Optional.empty())),
                        partitions)
                .collectList()
                .block(); // the edge
        return results.stream().map(result -> result.orElse(null)).toList();
    }
}
