package dev.aggregationbench.client;

import java.net.URI;
import java.time.Duration;

/**
 * Where the orders API is and how to talk to it.
 *
 * @param pageSize the {@code limit} to ask for; 0 leaves it to the server's default
 */
public record ClientSettings(URI baseUri, int pageSize, RetryPolicy retryPolicy, Duration requestTimeout) {

    public ClientSettings {
        if (baseUri == null || baseUri.getScheme() == null || baseUri.getHost() == null) {
            throw new IllegalArgumentException("orders API URL must be absolute, like http://127.0.0.1:8089, was "
                    + baseUri);
        }
        if (pageSize < 0 || pageSize > 10_000) {
            throw new IllegalArgumentException("page size must be 1..10000 (0: server default), was " + pageSize);
        }
    }

    public static ClientSettings of(URI baseUri) {
        return new ClientSettings(baseUri, 0, RetryPolicy.DEFAULT, Duration.ofSeconds(30));
    }

    public ClientSettings withPageSize(int newPageSize) {
        return new ClientSettings(baseUri, newPageSize, retryPolicy, requestTimeout);
    }

    public ClientSettings withRetryPolicy(RetryPolicy newPolicy) {
        return new ClientSettings(baseUri, pageSize, newPolicy, requestTimeout);
    }
}
