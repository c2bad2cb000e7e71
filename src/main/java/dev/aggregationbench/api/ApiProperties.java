package dev.aggregationbench.api;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The REST service's own settings ({@code aggbench.*} in application.properties, or {@code --aggbench.x=y}),
 * validated at start (Bean Validation): a wrong value stops the service with a message naming the property.
 *
 * @param resultsDir        where runs live: {@code <resultsDir>/<run id>/} holds run.json and the result files
 * @param queueCapacity     runs that may wait behind the running one; one more is refused with 429
 * @param maxRequestBytes   largest accepted request body
 * @param sseTimeout        how long an event stream stays open at most
 * @param retryAfterSeconds the Retry-After a refused (queue full) client gets
 * @param maxPageSize       largest page of GET /api/runs
 */
@Validated
@ConfigurationProperties("aggbench")
record ApiProperties(
        @DefaultValue("results") @NotNull Path resultsDir,
        @DefaultValue("5") @Min(1) int queueCapacity,
        @DefaultValue("16384") @Min(256) int maxRequestBytes,
        @DefaultValue("2h") @NotNull Duration sseTimeout,
        @DefaultValue("60") @Min(0) int retryAfterSeconds,
        @DefaultValue("100") @Min(1) int maxPageSize) {}
