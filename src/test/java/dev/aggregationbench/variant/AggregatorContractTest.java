package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every variant, every edge of pagination: the result equals the ground truth exactly. */
class AggregatorContractTest {

    /** A data set: total orders and page size. */
    record DataSet(long orders, int pageSize) {
        @Override
        public String toString() {
            return orders + " orders / page " + pageSize;
        }
    }

    static final DataSet[] DATA_SETS = {
        new DataSet(0, 10), // no orders: one empty page
        new DataSet(1, 10), // one order
        new DataSet(30, 10), // an exact multiple of the page size
        new DataSet(31, 10), // one more than a multiple
        new DataSet(7, 1), // page size 1
        new DataSet(100_000, 1000) // a real volume
    };

    private static final Map<DataSet, OrdersMock> MOCKS = new ConcurrentHashMap<>();

    static OrdersMock mockFor(DataSet dataSet) {
        return MOCKS.computeIfAbsent(dataSet, d -> OrdersMock.start(MockSettings.of(d.orders(), d.pageSize(), 42)));
    }

    @AfterAll
    static void stopMocks() {
        MOCKS.values().forEach(OrdersMock::close);
        MOCKS.clear();
    }

    static Stream<Arguments> variantsAndDataSets() {
        return Arrays.stream(Variant.values())
                .flatMap(variant -> Arrays.stream(DATA_SETS).map(dataSet -> Arguments.of(variant, dataSet)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("variantsAndDataSets")
    void statsEqualGroundTruth(Variant variant, DataSet dataSet) {
        AggregatorContract.assertMatchesGroundTruth(variant.newAggregator(), mockFor(dataSet), dataSet.pageSize());
    }

    @Test
    void contractCatchesAnAggregatorThatSkipsTheLastPage() {
        OrderAggregator skipsLastPage = (OrdersClient client) -> {
            OrderStatsAccumulator stats = new OrderStatsAccumulator();
            OrderPage page = client.fetchPage(null);
            while (page.hasMore()) {
                stats.addAll(page.data());
                page = client.fetchPage(page.nextCursor());
            }
            return stats.toStats(); // the last page's orders are never added
        };
        assertThatThrownBy(() -> AggregatorContract.assertMatchesGroundTruth(
                        skipsLastPage, mockFor(DATA_SETS[3]), DATA_SETS[3].pageSize()))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("31 orders");
    }

    @Test
    void contractCatchesAnAggregatorThatDoubleCountsTheFirstPage() {
        OrderAggregator doubleCounts = (OrdersClient client) -> {
            OrderPage first = client.fetchPage(null);
            return new OrderStatsAccumulator()
                    .addAll(first.data())
                    .addAll(first.data())
                    .toStats();
        };
        assertThatThrownBy(() -> AggregatorContract.assertMatchesGroundTruth(
                        doubleCounts, mockFor(DATA_SETS[1]), DATA_SETS[1].pageSize()))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("1 orders");
    }
}
