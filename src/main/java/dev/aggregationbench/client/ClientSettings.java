package dev.aggregationbench.client;

import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import java.net.URI;
import java.time.Duration;

/**
 * Where the orders API is and how to talk to it.
 *
 * @param baseUri  the API's root, with or without a path: every request goes below it ({@link #endpoint}), so
 *                 {@code http://host:8080/shop/api} asks {@code /shop/api/orders}. A query or fragment is refused.
 * @param pageSize the {@code limit} to ask for; 0 leaves it to the server's default
 * @param requestTimeout how long a page request may wait for the response's headers, and then again for its body
 *                 to end ({@link BodyDeadline}): a stalled body fails as a timeout instead of holding its walk
 * @param injectedFaultsOff whether each page request carries {@value #FAULT_HEADER}{@code : none}: our mock then
 *                 adds neither its latency nor a fault (another API ignores the header). For the AOT cache's
 *                 training run, which needs the workers' code paths, not their waits; never for a measured pass.
 */
public record ClientSettings(
        URI baseUri, int pageSize, RetryPolicy retryPolicy, Duration requestTimeout, boolean injectedFaultsOff) {

    /** The mock's request header that asks for an injected fault, or with {@code none} for no latency or fault. */
    public static final String FAULT_HEADER = "X-Mock-Fault";

    public ClientSettings {
        if (baseUri == null || baseUri.getScheme() == null || baseUri.getHost() == null) {
            throw new IllegalArgumentException(
                    "orders API URL must be absolute, like http://127.0.0.1:8089, was " + baseUri);
        }
        if (baseUri.getRawQuery() != null || baseUri.getRawFragment() != null) {
            throw new IllegalArgumentException("orders API URL must not have a query or fragment (requests go to "
                    + "<its path>/orders?cursor=...), was " + baseUri);
        }
        if (pageSize != 0) { // 0: the server's default
            Kind pageSizes = Knob.PAGE_SIZE.definition().kind();
            pageSizes.problem(Integer.toString(pageSize)).ifPresent(wrong -> {
                throw new IllegalArgumentException("page size " + wrong + " (or 0: the server's default)");
            });
        }
    }

    /**
     * {@code pathAndQuery} (starting with '/') below the base URI's path: {@code /orders/stats} of
     * {@code http://host/shop/api/} is {@code http://host/shop/api/orders/stats}.
     */
    public URI endpoint(String pathAndQuery) {
        String base = baseUri.toString();
        int end = base.length();
        while (end > 0 && base.charAt(end - 1) == '/') {
            end--;
        }
        return URI.create(base.substring(0, end) + pathAndQuery);
    }

    public static ClientSettings of(URI baseUri) {
        return new ClientSettings(baseUri, 0, RetryPolicy.DEFAULT, Duration.ofSeconds(30), false);
    }

    public ClientSettings withPageSize(int newPageSize) {
        return new ClientSettings(baseUri, newPageSize, retryPolicy, requestTimeout, injectedFaultsOff);
    }

    public ClientSettings withRetryPolicy(RetryPolicy newPolicy) {
        return new ClientSettings(baseUri, pageSize, newPolicy, requestTimeout, injectedFaultsOff);
    }

    /** These settings with {@link #injectedFaultsOff}: the AOT cache's training run, never a measured pass. */
    public ClientSettings withoutInjectedFaults() {
        return new ClientSettings(baseUri, pageSize, retryPolicy, requestTimeout, true);
    }
}
