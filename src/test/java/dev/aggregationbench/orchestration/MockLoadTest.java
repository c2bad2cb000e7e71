package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import org.junit.jupiter.api.Test;

/**
 * The mock's load read from its /orders/info (through ApiReading, the one reader of its counts) around served pages,
 * and the JDK it says it runs on (OrdersApiInfo, as the worker's document keeps it).
 */
class MockLoadTest {

    @Test
    void twoReadingsAroundAWalkGiveTheMocksCpuPerPage() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(2_000, 100, 42));
                HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()))) {
            String url = mock.baseUri().toString().replaceAll("/$", "");
            MockLoad before = MockLoad.read(url);
            String cursor = null;
            for (int page = 0; page < 20; page++) {
                cursor = client.fetchPage(cursor).nextCursor();
            }
            MockLoad after = MockLoad.read(url);

            assertThat(before).isNotNull();
            assertThat(after.pageRequests() - before.pageRequests()).isEqualTo(20);
            assertThat(after.cpuNanosPerPageSince(before)).isPositive();
            assertThat(MockLoad.read("http://127.0.0.1:1"))
                    .as("nothing listening: cannot say")
                    .isNull();
        }
    }

    @Test
    void theMockSaysWhichJdkItRunsOnAsARunRecordsIt() {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(100, 10, 42));
                HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()))) {
            assertThat(OrdersApiInfo.of(null, client.fetchApiInfo()).javaRuntime())
                    .as("conditions.mockJdk of a mock in this JVM")
                    .isEqualTo(System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
        }
        assertThat(OrdersApiInfo.unknown("http://127.0.0.1:1").javaRuntime())
                .as("an API that does not say")
                .isNull();
    }
}
