package dev.aggregationbench.mock;

/**
 * What a mock counts as it serves, kept where it is counted: the page requests, their delays, faults, contexts and
 * cached pages ({@link OrdersPageTransformer}), the requests refused and the peak in flight ({@link InFlightLimit}),
 * the deadlined and late requests ({@link LateRequests}). {@code GET /orders/info} ({@link OrdersInfoTransformer})
 * and {@link OrdersMock}'s getters read the same counts.
 */
record MockCounts(OrdersPageTransformer pages, InFlightLimit limit, LateRequests late) {}
