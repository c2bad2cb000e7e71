package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockAndClient;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The blocking styles on Spring's virtual-thread executor ({@code --threads=spring-virtual}) in the fan-out's other
 * forms, over real HTTP. Bounded ({@code --max-in-flight=M}): Spring's concurrency limit is the bound, never more
 * than M requests at once, no 429 from an API that admits M. With a deadline: cancelled like the pool's threads, the
 * walks stop, at most the request each had in flight still arrives. Asserted on the mock's counters, not on time.
 */
class SpringVirtualFanOutFormsTest {

    private static final int PARTITIONS = 12;
    private static final int LIMIT = 3;
    private static final RetryPolicy PATIENT = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0, 100);

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(MockSettings.of(PARTITIONS * 30L, 5, 42)
                    .withLatencyMillis(100)
                    .withApiMaxInFlight(LIMIT)) // 6 pages each
            .withRetryPolicy(PATIENT)
            .withPartitions(PARTITIONS);

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "STREAM", "ITERATOR"})
    void boundedBySpringsConcurrencyLimitNoRequestIsRefused(Variant variant) {
        InFlightClient client = new InFlightClient(api.http());
        StartingThreads threads = new StartingThreads();
        long refusedBefore = api.mock().throttledRequests();

        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(
                        client, new FanOutSettings(PARTITIONS, 200, false, "none", LIMIT, 0, true, false), threads);

        assertThat(results).isEqualTo(api.expected());
        assertThat(client.maxInFlight()).as("requests in flight at once").isLessThanOrEqualTo(LIMIT);
        assertThat(api.mock().throttledRequests() - refusedBefore).as("429s").isZero();
        assertThat(threads.names()).as("Spring's executor").containsOnly("virtual task-N");
    }

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "ITERATOR"})
    void atTheDeadlineTheWalksAreCancelled(Variant variant) throws InterruptedException {
        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(
                        api.http(),
                        new FanOutSettings(LIMIT, 200, false, "none", 0, 200, true, false),
                        FanOutListener.NONE);
        long atReturn = api.mock().pageRequests();
        Thread.sleep(1_000);
        long after = api.mock().pageRequests() - atReturn;

        assertThat(results).as("every aggregation timed out").isEqualTo(Collections.nCopies(LIMIT, null));
        assertThat(after)
                .as("requests the mock received after the fan-out gave up")
                .isLessThanOrEqualTo(LIMIT);
    }

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "STREAM", "ITERATOR"})
    void withinAGenerousDeadlineEveryResultIsExact(Variant variant) {
        StartingThreads threads = new StartingThreads();
        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(
                        api.http(), new FanOutSettings(LIMIT, 200, false, "none", 0, 10_000, true, false), threads);

        assertThat(results)
                .isEqualTo(IntStream.range(0, LIMIT)
                        .mapToObj(i -> api.http().forPartition(i, LIMIT).fetchExpectedStats())
                        .toList());
        assertThat(threads.names()).as("Spring's executor").containsOnly("virtual task-N");
    }
}
