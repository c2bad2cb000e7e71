package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The client of {@code mock --throughput} against a real mock: every page once, alone or over N partitions at once. */
class ThroughputClientTest {

    @Test
    void oneWalkAndConcurrentWalksOverThePartitionsFetchEveryOrderOnce() throws Exception {
        Faults everyPageFaulty = new Faults(1.0, Faults.parseKinds("unavailable"), 0);
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(1_003, 10, 42).withFaults(everyPageFaulty))) {
            try (ThroughputClient one = new ThroughputClient(mock.baseUri(), 10, 1)) {
                assertThat(one.fetchAll().pages()).isEqualTo(101);
            }
            try (ThroughputClient seven = new ThroughputClient(mock.baseUri(), 10, 7)) {
                // 1,003 orders in 7 partitions of 143 or 144 orders: 15 pages each
                assertThat(seven.fetchAll().pages()).isEqualTo(7 * 15);
            }
            assertThat(mock.injectedFaults().values()).as("X-Mock-Fault: none").containsOnly(0L);
            assertThat(mock.pageRequests()).isEqualTo(101 + 7 * 15);
        }
    }
}
