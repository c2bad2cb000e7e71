package dev.aggregationbench.support;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.client.spring.SpringOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The variant tests' shared set-up as a JUnit extension: a real orders mock over real HTTP and a real client for it
 * (fast retries unless another policy is given), started before the class's first test and closed after its last;
 * with {@link #withPartitions}, the ground truth of each of K partitions too, fetched once; with
 * {@link #withSpringClient}, the spring client on the same mock too. Register it on a static field:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final MockAndClient api =
 *         MockAndClient.of(MockSettings.of(120, 5, 42).withLatencyMillis(30)).withPartitions(12);
 * ...
 * variant.newFanOut().aggregateAll(api.http(), settings, listener); // equals api.expected()
 * }</pre>
 */
public final class MockAndClient implements BeforeAllCallback, AfterAllCallback {

    private final MockSettings settings;
    private final RetryPolicy retryPolicy;
    private final int partitions;
    private final boolean springClient;
    private OrdersMock mock;
    private HttpOrdersClient http;
    private SpringOrdersClient spring;
    private List<OrderStats> expected;

    private MockAndClient(MockSettings settings, RetryPolicy retryPolicy, int partitions, boolean springClient) {
        this.settings = settings;
        this.retryPolicy = retryPolicy;
        this.partitions = partitions;
        this.springClient = springClient;
    }

    /** The mock with these settings, a client with {@link TestClients#FAST_RETRIES}. */
    public static MockAndClient of(MockSettings settings) {
        return new MockAndClient(settings, TestClients.FAST_RETRIES, 0, false);
    }

    /** {@code orders} in pages of {@code pageSize}, seed 42, as {@link MockServers} starts them. */
    public static MockAndClient of(long orders, int pageSize) {
        return of(MockSettings.of(orders, pageSize, 42));
    }

    /** The client retries with {@code policy} instead. */
    public MockAndClient withRetryPolicy(RetryPolicy policy) {
        return new MockAndClient(settings, policy, partitions, springClient);
    }

    /** The ground truth of each of {@code count} partitions is fetched at start ({@link #expected()}). */
    public MockAndClient withPartitions(int count) {
        return new MockAndClient(settings, retryPolicy, count, springClient);
    }

    /** The spring client is started too ({@link #spring()}), with the same retries, counted with the JDK client's. */
    public MockAndClient withSpringClient() {
        return new MockAndClient(settings, retryPolicy, partitions, true);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        mock = OrdersMock.start(settings);
        http = new HttpOrdersClient(ClientSettings.of(mock.baseUri()).withRetryPolicy(retryPolicy));
        if (springClient) {
            spring = new SpringOrdersClient(
                    ClientSettings.of(mock.baseUri()).withRetryPolicy(retryPolicy), http.retries());
        }
        expected = IntStream.range(0, partitions)
                .mapToObj(i -> http.forPartition(i, partitions).fetchExpectedStats())
                .toList();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try (OrdersMock closingMock = mock;
                HttpOrdersClient closingHttp = http;
                SpringOrdersClient closingSpring = spring) {
            // closed in reverse order: the clients, then the mock (any may be null: it did not start)
        }
    }

    public OrdersMock mock() {
        return started(mock);
    }

    public HttpOrdersClient http() {
        return started(http);
    }

    /** The spring client on the mock (only {@link #withSpringClient}). */
    public SpringOrdersClient spring() {
        if (!springClient) {
            throw new IllegalStateException("no spring client: register MockAndClient.of(...).withSpringClient()");
        }
        return started(spring);
    }

    /** Each partition's ground truth, in partition order (empty without {@link #withPartitions}). */
    public List<OrderStats> expected() {
        return started(expected);
    }

    private <T> T started(T part) {
        if (part == null) {
            throw new IllegalStateException("MockAndClient is not started: register it with @RegisterExtension on a "
                    + "static field (it starts before the class's first test)");
        }
        return part;
    }
}
