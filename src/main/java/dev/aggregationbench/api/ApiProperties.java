package dev.aggregationbench.api;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The REST service's own settings ({@code aggbench.*} in application.properties, or {@code --aggbench.x=y}).
 *
 * @param resultsDir        where runs live: {@code <resultsDir>/<run id>/} holds run.json and the result files
 * @param queueCapacity     runs that may wait behind the running one; one more is refused with 429
 * @param maxRequestBytes   largest accepted request body
 * @param sseTimeout        how long an event stream stays open at most
 * @param retryAfterSeconds the Retry-After a refused (queue full) client gets
 * @param maxPageSize       largest page of GET /api/runs
 */
@ConfigurationProperties("aggbench")
public record ApiProperties(@DefaultValue("results") Path resultsDir,
                            @DefaultValue("5") int queueCapacity,
                            @DefaultValue("16384") int maxRequestBytes,
                            @DefaultValue("2h") Duration sseTimeout,
                            @DefaultValue("60") int retryAfterSeconds,
                            @DefaultValue("100") int maxPageSize) {

    public ApiProperties {
        if (queueCapacity < 1) {
            throw new IllegalArgumentException("aggbench.queue-capacity must be >= 1, was " + queueCapacity);
        }
        if (maxRequestBytes < 256) {
            throw new IllegalArgumentException("aggbench.max-request-bytes must be >= 256, was " + maxRequestBytes);
        }
    }
}
