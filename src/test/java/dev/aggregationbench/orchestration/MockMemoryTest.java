package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The mock a run starts keeps every page of the walk once rendered: the estimate of bytes per order holds for the
 * pages the mock really serves (walked over HTTP, every body counted), and the mock's {@code /orders/info} says it
 * kept them all.
 */
class MockMemoryTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @ParameterizedTest(name = "page size {0}")
    @ValueSource(ints = {100, 1_000})
    void theBytesPerOrderEstimateHoldsForTheServedPagesAndTheCacheKeepsThemAll(int pageSize) throws Exception {
        long orders = 200_000;
        MockMemory memory = MockMemory.forOrders(orders);
        long servedBytes = 0;
        int pages = 0;
        try (OrdersMock mock = OrdersMock.start(
                        MockSettings.of(orders, pageSize, 42).withPageCacheMegabytes(memory.pageCacheMegabytes()));
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build()) {
            String next = "/orders";
            while (next != null) {
                HttpResponse<byte[]> page = get(http, mock, next);
                servedBytes += page.body().length;
                pages++;
                JsonNode body = JSON.readTree(page.body());
                next = body.get("hasMore").asBoolean()
                        ? "/orders?cursor=" + body.get("nextCursor").asString()
                        : null;
            }
            JsonNode info = JSON.readTree(get(http, mock, "/orders/info").body());

            double bytesPerOrder = (double) servedBytes / orders;
            System.out.printf(
                    "page size %d: %d pages, %.1f bytes per order served; estimate %d%n",
                    pageSize, pages, bytesPerOrder, MockMemory.BYTES_PER_ORDER);
            assertThat(bytesPerOrder)
                    .isLessThanOrEqualTo(MockMemory.BYTES_PER_ORDER)
                    .isGreaterThan(MockMemory.BYTES_PER_ORDER * 0.8);
            assertThat(info.get("pageCacheMegabytes").asInt()).isEqualTo(memory.pageCacheMegabytes());
            assertThat(info.get("cachedPages").asInt()).as("every page kept").isEqualTo(pages);
            assertThat(info.get("cachedBytes").asLong()).isEqualTo(servedBytes);
        }
    }

    @Test
    void theCacheGrowsWithTheDataSetBetweenAFloorAndACap() {
        assertThat(MockMemory.forOrders(1_000).pageCacheMegabytes()).isEqualTo(MockMemory.MIN_PAGE_CACHE_MEGABYTES);
        assertThat(MockMemory.forOrders(500_000).pageCacheMegabytes()).isEqualTo(77); // 72 MB served
        assertThat(MockMemory.forOrders(10_000_000).pageCacheMegabytes()).isEqualTo(1_526); // 1.44 GB served
        assertThat(MockMemory.forOrders(1_000_000_000).pageCacheMegabytes())
                .isEqualTo(MockMemory.MAX_PAGE_CACHE_MEGABYTES);
        MockMemory memory = MockMemory.forOrders(500_000);
        assertThat(memory.heapMegabytes()).isEqualTo(77 + MockMemory.WORKING_MEGABYTES);
        assertThat(memory.containerMemory())
                .isEqualTo((77 + MockMemory.WORKING_MEGABYTES + MockMemory.CONTAINER_OVERHEAD_MEGABYTES) + "m");
    }

    @Test
    void manyRequestsInFlightAtOnceGetRoomToWorkAFewKeepTheDefault() {
        MockMemory pages = MockMemory.forOrders(1_000_000);

        assertThat(pages.forRequestsAtOnce(1_000))
                .as("the fan-outs committed before: as before")
                .isEqualTo(pages);
        assertThat(pages.forRequestsAtOnce(10_000).heapMegabytes())
                .isEqualTo(pages.heapMegabytes() + 9_000 * MockMemory.KILOBYTES_PER_REQUEST_IN_FLIGHT / 1024);
    }

    private static HttpResponse<byte[]> get(HttpClient http, OrdersMock mock, String path) throws Exception {
        HttpResponse<byte[]> response = http.send(
                HttpRequest.newBuilder(URI.create(mock.baseUri() + path))
                        .header("X-Mock-Fault", "none")
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return response;
    }
}
