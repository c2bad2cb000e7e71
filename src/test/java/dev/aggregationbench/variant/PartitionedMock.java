package dev.aggregationbench.variant;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.TestClients;
import java.util.List;
import java.util.stream.IntStream;

/** A real mock with page latency, a client for it, and the ground truth of each of its K partitions. */
record PartitionedMock(OrdersMock mock, HttpOrdersClient http, List<OrderStats> expected) implements AutoCloseable {

    static PartitionedMock start(long orders, int pageSize, int latencyMillis, int partitions) {
        OrdersMock mock = OrdersMock.start(MockSettings.of(orders, pageSize, 42).withLatencyMillis(latencyMillis));
        HttpOrdersClient http = TestClients.clientFor(mock);
        List<OrderStats> expected = IntStream.range(0, partitions)
                .mapToObj(i -> http.forPartition(i, partitions).fetchExpectedStats())
                .toList();
        return new PartitionedMock(mock, http, expected);
    }

    @Override
    public void close() {
        http.close();
        mock.close();
    }
}
