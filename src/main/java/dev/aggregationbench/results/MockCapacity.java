package dev.aggregationbench.results;

/**
 * The mock's measured capacity at one concurrency, at the start of the run (after its warm-up): walks that read
 * every page's bytes without decoding, with no injected latency or fault ({@link Conditions#mockCapacityMethod()}).
 *
 * @param concurrency    walks at once, each over its own partition when more than one
 * @param pages          pages that arrived within the window
 * @param durationNanos  the window's exact length
 * @param pagesPerSecond {@code pages / durationNanos}, in pages per second
 */
public record MockCapacity(int concurrency, long pages, long durationNanos, double pagesPerSecond) {}
