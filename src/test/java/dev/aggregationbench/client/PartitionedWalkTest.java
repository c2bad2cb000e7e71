package dev.aggregationbench.client;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import java.net.URI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a partition view sends, checked on a real WireMock server whose stubs match only the expected query: the
 * partition parameters on the first page and on the stats, the cursor alone afterwards, for all three fetch styles.
 */
class PartitionedWalkTest {

    private static final String ORDER = "{\"id\":\"ord-%s\",\"customerId\":\"cust-1\",\"amount\":%s,\"currency\":"
            + "\"EUR\",\"status\":\"paid\",\"createdAt\":\"2026-01-01T00:00:00Z\",\"items\":1}";
    private static final String FIRST_PAGE = "{\"data\":[" + ORDER.formatted("0000021", "12.50")
            + "],\"nextCursor\":\"cursor-of-partition-2\",\"hasMore\":true}";
    private static final String LAST_PAGE =
            "{\"data\":[" + ORDER.formatted("0000022", "7.25") + "],\"nextCursor\":null,\"hasMore\":false}";

    private WireMockServer server;
    private HttpOrdersClient client;

    @BeforeEach
    void start() {
        server =
                new WireMockServer(WireMockConfiguration.options().dynamicPort().bindAddress("127.0.0.1"));
        server.start();
        server.stubFor(get(urlPathEqualTo("/orders"))
                .withQueryParam("partition", equalTo("2"))
                .withQueryParam("partitions", equalTo("4"))
                .withQueryParam("limit", equalTo("5"))
                .withQueryParam("cursor", absent())
                .willReturn(okJson(FIRST_PAGE)));
        server.stubFor(get(urlPathEqualTo("/orders"))
                .withQueryParam("cursor", equalTo("cursor-of-partition-2"))
                .withQueryParam("partition", absent())
                .withQueryParam("partitions", absent())
                .willReturn(okJson(LAST_PAGE)));
        server.stubFor(get(urlPathEqualTo("/orders/stats"))
                .withQueryParam("partition", equalTo("2"))
                .withQueryParam("partitions", equalTo("4"))
                .willReturn(okJson("{\"count\":2,\"totalAmount\":\"19.75\",\"minAmount\":\"7.25\",\"maxAmount\":"
                        + "\"12.50\",\"averageAmount\":\"9.8750\",\"byStatus\":{}}")));
        client = new HttpOrdersClient(
                ClientSettings.of(URI.create(server.baseUrl())).withPageSize(5).withRetryPolicy(RetryPolicy.NONE));
    }

    @AfterEach
    void stop() {
        client.close();
        server.stop();
    }

    @Test
    void theFirstPageNamesThePartitionAndLaterPagesOnlyTheCursor() {
        OrdersClient partition = client.forPartition(2, 4);

        OrderPage first = partition.fetchPage(null);
        OrderPage last = partition.fetchPageAsync(first.nextCursor()).join();
        OrderPage firstAgain = partition.fetchPageBuffered(null);

        assertThat(first.data()).singleElement().extracting(o -> o.id()).isEqualTo("ord-0000021");
        assertThat(last.data()).singleElement().extracting(o -> o.id()).isEqualTo("ord-0000022");
        assertThat(last.hasMore()).isFalse();
        assertThat(firstAgain).isEqualTo(first);
        server.verify(
                2,
                getRequestedFor(urlPathEqualTo("/orders"))
                        .withQueryParam("partition", equalTo("2"))
                        .withQueryParam("partitions", equalTo("4")));
        server.verify(
                1,
                getRequestedFor(urlPathEqualTo("/orders"))
                        .withQueryParam("cursor", equalTo("cursor-of-partition-2"))
                        .withQueryParam("partition", absent()));
        assertThat(server.findAllUnmatchedRequests()).isEmpty();
    }

    @Test
    void theStatsOfAPartitionViewAreThoseOfItsPartition() {
        OrderStats stats = client.forPartition(2, 4).fetchExpectedStats();

        assertThat(stats.count()).isEqualTo(2);
        assertThat(stats.totalAmount()).isEqualByComparingTo("19.75");
    }

    @Test
    void theWholeClientSendsNoPartitionParameters() {
        server.stubFor(get(urlPathEqualTo("/orders"))
                .withQueryParam("partition", absent())
                .withQueryParam("cursor", absent())
                .willReturn(okJson(LAST_PAGE)));

        assertThat(client.fetchPage(null).data()).hasSize(1);
        assertThat(client.partition()).isNull();
        assertThat(client.forPartition(2, 4).partition()).isEqualTo(new Partition(2, 4));
    }

    @Test
    void closingAViewLeavesTheClientUsable() {
        client.forPartition(2, 4).close();

        assertThat(client.forPartition(2, 4).fetchPage(null).hasMore()).isTrue();
    }

    @Test
    void aPartitionOutsideTheRangeIsRefusedNamingTheRange() {
        assertThatThrownBy(() -> client.forPartition(4, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("partition must be 0..3 for 4 partitions, was 4");
        assertThatThrownBy(() -> client.forPartition(0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("partitions must be >= 1, was 0");
    }

    @Test
    void aClientThatCannotNameAPartitionSaysSo() {
        OrdersClient wrapper = new OrdersClient() {
            @Override
            public OrderPage fetchPage(String cursor) {
                return client.fetchPage(cursor);
            }

            @Override
            public java.util.concurrent.CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                return client.fetchPageAsync(cursor);
            }

            @Override
            public OrderPage fetchPageBuffered(String cursor) {
                return client.fetchPageBuffered(cursor);
            }
        };

        assertThatThrownBy(() -> wrapper.forPartition(1, 2))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("cannot walk a partition (asked for 1 of 2)");
    }
}
