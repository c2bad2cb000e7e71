package dev.aggregationbench.support;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.mock.OrdersMock;
import java.time.Duration;

/** Real HTTP clients for tests, with a fast retry policy so failure tests do not sleep for seconds. */
public final class TestClients {

    public static final RetryPolicy FAST_RETRIES = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5), 2.0);

    private TestClients() {}

    public static HttpOrdersClient clientFor(OrdersMock mock) {
        return new HttpOrdersClient(ClientSettings.of(mock.baseUri()).withRetryPolicy(FAST_RETRIES));
    }
}
