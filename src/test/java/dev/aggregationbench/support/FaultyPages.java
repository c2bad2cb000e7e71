package dev.aggregationbench.support;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.spring.SpringOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;

/**
 * The real mock with a client on it (fast retries), for the failure tests: a test lays its own answer over some
 * pages with {@link #pages} (a WireMock stub above the mock's own mapping) and the variants meet it over real HTTP.
 */
public final class FaultyPages implements AutoCloseable {

    private final OrdersMock mock;
    private final HttpOrdersClient client;

    private FaultyPages(OrdersMock mock) {
        this.mock = mock;
        this.client = TestClients.clientFor(mock);
    }

    public static FaultyPages start(long orders, int pageSize) {
        return new FaultyPages(MockServers.start(orders, pageSize));
    }

    /**
     * For fail-fast: the real mock with {@code partitions} walks of 40 pages of 50 ms each, and a stub over the first
     * page of partition 0 of {@code partitions} that answers 500 after 100 ms, every time: that walk fails once
     * its attempts are spent (about 300 ms in with {@link TestClients}' retries), while the others have 34 pages left.
     */
    public static OrdersMock firstWalkFailing(int partitions) {
        OrdersMock mock =
                OrdersMock.start(MockSettings.of(partitions * 200L, 5, 42).withLatencyMillis(50));
        mock.server()
                .stubFor(pages("partition", "0")
                        .withQueryParam("partitions", equalTo(String.valueOf(partitions)))
                        .willReturn(aResponse()
                                .withStatus(500)
                                .withBody("database on fire")
                                .withFixedDelay(100)));
        return mock;
    }

    public HttpOrdersClient client() {
        return client;
    }

    /** The spring client on the same API, with the same fast retries, counting them with {@link #client()}. */
    public SpringOrdersClient springClient() {
        return new SpringOrdersClient(
                ClientSettings.of(mock.baseUri()).withRetryPolicy(TestClients.FAST_RETRIES), client.retries());
    }

    /** The page requests ({@code GET /orders}) with {@code parameter=value}, at a priority above the mock's pages. */
    public static MappingBuilder pages(String parameter, String value) {
        return get(urlPathEqualTo("/orders")).atPriority(1).withQueryParam(parameter, equalTo(value));
    }

    /** Adds the stub: its answer replaces the mock's for the requests it matches. */
    public void stub(MappingBuilder stub) {
        mock.server().stubFor(stub);
    }

    /** Every request for these pages gets {@code 500 database on fire}, however often it is retried. */
    public void failPermanently(String parameter, String value) {
        stub(pages(parameter, value).willReturn(aResponse().withStatus(500).withBody("database on fire")));
    }

    @Override
    public void close() {
        client.close();
        mock.close();
    }
}
