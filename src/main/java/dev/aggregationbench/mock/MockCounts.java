package dev.aggregationbench.mock;

/**
 * What a mock counts as it serves, kept where it is counted: the page requests, their delays, faults, contexts and
 * cached pages ({@link OrdersPageTransformer#served()}), the requests refused and the peak in flight
 * ({@link InFlightLimit#admissions()}), the deadlined and late requests ({@link LateRequests#deadlines()}). Each part
 * gives its counts as one record. {@code GET /orders/info} ({@link OrdersInfoTransformer}) and {@link OrdersMock}'s
 * getters read the same records.
 */
record MockCounts(OrdersPageTransformer pages, InFlightLimit limit, LateRequests late) {}
