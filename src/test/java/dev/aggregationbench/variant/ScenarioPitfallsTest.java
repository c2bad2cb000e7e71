package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.variant.iterator.IteratorAggregator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * Fan-out done wrong in Reactor: a blocking walk inside {@code flatMap} runs on the thread that subscribes to it, so
 * {@code flatMap}'s concurrency of K is never used and the walks run one after the other. Moving each walk to a
 * scheduler meant for blocking ({@code subscribeOn(boundedElastic())}) restores the concurrency, at the price of a
 * platform thread per walk in flight. Measured with a counter around every request, not with time.
 */
class ScenarioPitfallsTest {

    private static final int PARTITIONS = 8;

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(
                    MockSettings.of(PARTITIONS * 15, 5, 42).withLatencyMillis(30))
            .withPartitions(PARTITIONS);

    @Test
    void blockingWalksInsideFlatMapRunOneAtATime() {
        InFlightClient client = new InFlightClient(api.http());

        List<OrderStats> results = Flux.range(0, PARTITIONS)
                .flatMapSequential(i -> blockingWalk(client.forPartition(i, PARTITIONS)), PARTITIONS)
                .collectList()
                .block();

        System.out.printf("blocking walks in flatMap: at most %d requests in flight%n", client.maxInFlight());
        assertThat(results).isEqualTo(api.expected());
        assertThat(client.maxInFlight()).as("requests in flight at once").isEqualTo(1);
    }

    @Test
    void subscribeOnBoundedElasticRunsThemConcurrently() {
        InFlightClient client = new InFlightClient(api.http());

        List<OrderStats> results = Flux.range(0, PARTITIONS)
                .flatMapSequential(
                        i -> blockingWalk(client.forPartition(i, PARTITIONS)).subscribeOn(Schedulers.boundedElastic()),
                        PARTITIONS)
                .collectList()
                .block();

        System.out.printf(
                "blocking walks in flatMap on boundedElastic: at most %d requests in flight%n", client.maxInFlight());
        assertThat(results).isEqualTo(api.expected());
        assertThat(client.maxInFlight()).as("requests in flight at once").isGreaterThan(1);
    }

    /** The pitfall: a Mono that blocks the thread that subscribes to it for the whole walk. */
    private static Mono<OrderStats> blockingWalk(OrdersClient partition) {
        return Mono.fromCallable(() -> new IteratorAggregator().aggregate(partition));
    }
}
