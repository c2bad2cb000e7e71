package dev.aggregationbench.measurement;

/**
 * The worker's options as it understood them.
 *
 * @param url            the orders API base URL
 * @param warmup         unmeasured passes before the measured ones
 * @param repetitions    measured passes in this JVM
 * @param intervalMillis the sampler's interval
 */
public record WorkerSettings(String url, int warmup, int repetitions, long intervalMillis) {
}
