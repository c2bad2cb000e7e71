package dev.aggregationbench.support;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;

/** Small data sets for tests: 2,500 orders in pages of 10 (250 pages) unless a test needs more. */
public final class MockServers {

    private MockServers() {}

    public static OrdersMock start(long orders, int pageSize) {
        return OrdersMock.start(MockSettings.of(orders, pageSize, 42));
    }
}
