package dev.aggregationbench.results;

/**
 * A row's served page rate beside the mock's capacity at the row's concurrency ({@link MockBound}). {@code null}
 * fields were not measured (no ok repetition, no capacity measured, a results.json written before).
 *
 * @param concurrency           1 for a single walk, K for a fan-out row
 * @param pagesPerSecond        pages received per second of the measured pass (fan-out: the K walks' pages over the
 *                              fan-out's wall time), median over the repetitions that ended ok
 * @param mockCapacityPagesPerSecond the mock's capacity measured at the same concurrency
 * @param shareOfMockCapacity   {@code pagesPerSecond / mockCapacityPagesPerSecond}
 * @param mockBound             share at or above {@link MockBound#SHARE}: the mock, not the style, may have set the
 *                              pace of this row
 */
public record PageRate(
        int concurrency,
        Double pagesPerSecond,
        Double mockCapacityPagesPerSecond,
        Double shareOfMockCapacity,
        Boolean mockBound) {}
