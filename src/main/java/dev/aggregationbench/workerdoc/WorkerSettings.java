package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * The worker's options as it understood them.
 *
 * @param url            the orders API base URL
 * @param warmup         unmeasured passes before the measured ones: {@code auto} (until steady, see
 *                       {@link WarmupEnd}) or a fixed count
 * @param passes         measured passes in this JVM (the run's repetitions are fresh JVMs, each running a worker)
 * @param intervalMillis the sampler's interval
 *                       ({@code passes} was called {@code repetitions} in documents written before 2026-11-23 17:40)
 */
public record WorkerSettings(
        String url, String warmup, @JsonAlias("repetitions") int passes, long intervalMillis) {}
