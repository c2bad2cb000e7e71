package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.TestClients;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant in the pipelined and fan-out scenarios gives exact results over real HTTP: the pipelined walk equals
 * {@code /orders/stats}; each of the K fan-out results equals its partition's {@code /orders/stats?partition=i}.
 */
class ScenarioContractTest {

    /** Orders and page size of a mock. */
    record DataSet(long orders, int pageSize) {
        @Override
        public String toString() {
            return orders + " orders / page " + pageSize;
        }
    }

    private static final List<DataSet> PIPELINED = List.of(
            new DataSet(0, 10), new DataSet(1, 10), new DataSet(31, 10), new DataSet(7, 1), new DataSet(2_500, 10));
    private static final Map<DataSet, OrdersMock> MOCKS = new ConcurrentHashMap<>();

    private static OrdersMock mockFor(DataSet dataSet) {
        return MOCKS.computeIfAbsent(dataSet, d -> MockServers.start(d.orders(), d.pageSize()));
    }

    @AfterAll
    static void stopMocks() {
        MOCKS.values().forEach(OrdersMock::close);
        MOCKS.clear();
    }

    static Stream<Arguments> pipelinedCases() {
        return Arrays.stream(Variant.values()).flatMap(v -> PIPELINED.stream().map(d -> Arguments.of(v, d)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("pipelinedCases")
    void pipelinedStatsEqualGroundTruth(Variant variant, DataSet dataSet) {
        try (HttpOrdersClient client = TestClients.clientFor(mockFor(dataSet))) {
            assertThat(variant.newPipelined().aggregate(client)).isEqualTo(client.fetchExpectedStats());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void pipelinedWithWorkPerOrderStaysExact(Variant variant) {
        try (HttpOrdersClient client = TestClients.clientFor(mockFor(new DataSet(310, 10)))) {
            OrderStats actual =
                    variant.newPipelined().aggregate(WorkPerOrder.ofMicros(5).applyTo(client));
            assertThat(actual).isEqualTo(client.fetchExpectedStats());
        }
    }

    static Stream<Arguments> fanOutCases() {
        // K=1; K below the pool; K above the pool (threads 3) with uneven partitions; a thread per aggregation;
        // K equal to the number of orders (one order per partition)
        List<Object[]> settings = List.of(
                new Object[] {new DataSet(2_500, 10), FanOutSettings.of(1, 200)},
                new Object[] {new DataSet(2_500, 10), FanOutSettings.of(7, 200)},
                new Object[] {new DataSet(2_503, 10), FanOutSettings.of(20, 3)},
                new Object[] {new DataSet(2_500, 10), new FanOutSettings(12, 3, true)},
                new Object[] {new DataSet(40, 10), FanOutSettings.of(40, 8)});
        return Arrays.stream(Variant.values()).flatMap(v -> settings.stream().map(s -> Arguments.of(v, s[0], s[1])));
    }

    @ParameterizedTest(name = "{0}: {1}, {2}")
    @MethodSource("fanOutCases")
    void everyFanOutResultEqualsItsPartitionsGroundTruth(Variant variant, DataSet dataSet, FanOutSettings settings) {
        int partitions = settings.concurrency();
        Set<Integer> started = ConcurrentHashMap.newKeySet();
        Set<Integer> finished = ConcurrentHashMap.newKeySet();
        FanOutListener listener = new FanOutListener() {
            @Override
            public void started(int aggregation, long startNanos) {
                started.add(aggregation);
            }

            @Override
            public void finished(int aggregation, long startNanos, long endNanos) {
                assertThat(endNanos).isGreaterThanOrEqualTo(startNanos);
                finished.add(aggregation);
            }
        };
        try (HttpOrdersClient client = TestClients.clientFor(mockFor(dataSet))) {
            List<OrderStats> results = variant.newFanOut().aggregateAll(client, settings, listener);

            List<OrderStats> expected = IntStream.range(0, partitions)
                    .mapToObj(i -> client.forPartition(i, partitions).fetchExpectedStats())
                    .toList();
            assertThat(results).as("%d results in partition order", partitions).isEqualTo(expected);
            assertThat(results.stream().mapToLong(OrderStats::count).sum()).isEqualTo(dataSet.orders());
            Set<Integer> all = Set.copyOf(IntStream.range(0, partitions).boxed().toList());
            assertThat(started).as("aggregations reported started").isEqualTo(all);
            assertThat(finished).as("aggregations reported finished").isEqualTo(all);
        }
    }

    static Stream<Variant> variants() {
        return Arrays.stream(Variant.values());
    }
}
