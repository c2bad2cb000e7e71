package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;

/**
 * Every case of {@link AggregatorFailureTest} on the spring client: RestClient's and WebClient's own exceptions
 * (ResourceAccessException, WebClientRequestException) are unwrapped before the shared retry decision, so a 503, a
 * reset, a body cut short, a wrong page and a 404 are retried, or not, and reported exactly as on the JDK client.
 */
class SpringClientFailureTest extends AggregatorFailureTest {

    @Override
    OrdersClient pages() {
        return api.springClient();
    }
}
