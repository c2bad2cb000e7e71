package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.variant.iterator.IteratorAggregator;
import dev.aggregationbench.variant.stream.StreamAggregator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pitfalls of the pull-based variants (docs/variants/02-stream.md, 03-iterator.md), over real HTTP: a parallel
 * stream over cursor pages is still one thread fetching page after page, and an {@code Iterable} over an API
 * fetches everything again on every iteration.
 */
class PullingOverPagesTest {

    private static final int PAGES = 20;

    private static HttpMock api;

    @BeforeAll
    static void startMock() {
        api = HttpMock.start(PAGES * 25L, 25);
    }

    @AfterAll
    static void stopMock() {
        api.close();
    }

    @Test
    void aParallelStreamOverCursorPagesFetchesEveryPageOnOneThread() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        OrderStats stats = StreamAggregator.orders(client).parallel().collect(OrderStatsAccumulator.collector());

        assertThat(stats).isEqualTo(api.expected());
        System.out.printf(
                "parallel stream over %d cursor pages: fetched on %d thread(s), %s%n",
                PAGES,
                client.fetches().stream()
                        .map(RecordingOrdersClient.Fetch::thread)
                        .distinct()
                        .count(),
                client.fetches().getFirst().thread().getName());
        assertThat(client.fetches()).hasSize(PAGES);
        assertThat(client.fetches().stream()
                        .map(RecordingOrdersClient.Fetch::thread)
                        .distinct())
                .as("threads that fetched pages")
                .hasSize(1);
    }

    @Test
    void iteratingTheSameIterableTwiceFetchesEveryPageTwice() {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());
        Iterable<Order> orders = IteratorAggregator.orders(client);

        OrderStatsAccumulator first = new OrderStatsAccumulator();
        for (Order order : orders) {
            first.add(order);
        }
        OrderStatsAccumulator second = new OrderStatsAccumulator();
        for (Order order : orders) {
            second.add(order);
        }

        System.out.printf(
                "two for-each loops over one Iterable of %d pages: %d requests%n", PAGES, client.fetchCount());
        assertThat(first.toStats()).isEqualTo(api.expected());
        assertThat(second.toStats()).isEqualTo(api.expected());
        assertThat(client.fetchCount())
                .as("requests for two loops over %d pages", PAGES)
                .isEqualTo(2 * PAGES);
    }
}
