package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.TestClients;

/** The real orders mock over HTTP, a client for it, and its ground truth: what most pitfall tests start with. */
record HttpMock(OrdersMock mock, HttpOrdersClient http, OrderStats expected) implements AutoCloseable {

    /** A mock of {@code orders} orders in pages of {@code pageSize}, seed 42, no latency. */
    static HttpMock start(long orders, int pageSize) {
        return start(MockSettings.of(orders, pageSize, 42));
    }

    static HttpMock start(MockSettings settings) {
        OrdersMock mock = OrdersMock.start(settings);
        HttpOrdersClient http = TestClients.clientFor(mock);
        return new HttpMock(mock, http, http.fetchExpectedStats());
    }

    @Override
    public void close() {
        http.close();
        mock.close();
    }
}
