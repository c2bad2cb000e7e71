package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.workerdoc.OrdersApiInfo;

/**
 * The most pages one pass can fetch from an API that does not loop: past it, the server's cursors go round (A, B,
 * A, ...) and the walk would never end, so the next fetch fails with {@link #exceeded}. A cursor answered with
 * itself is caught by the client at once; this catches the longer loops.
 *
 * <p>One walk of the whole set has {@code ceil(totalOrders / pageSize)} pages as the API announces them
 * ({@code /orders/info}); without that announcement, at most one page per order of the ground truth (every page
 * but the last holds at least one). A pass that goes over the whole set {@code wholeSets} times in
 * {@code walks} walks (a fan-out sweep: one whole set per K, cut into K partitions, each of which may end on a
 * partial and an empty page) may fetch {@code wholeSets} times those pages plus two per walk.
 *
 * @param maxPages the pages a pass may fetch
 * @param basis    where the bound comes from, for the message
 */
record PageBudget(long maxPages, String basis) {

    static PageBudget of(OrdersApiInfo api, OrderStats expected, int wholeSets, long walks) {
        long orders = api.totalOrders() != null ? api.totalOrders() : expected.count();
        boolean announced = api.totalOrders() != null && api.pageSize() != null && api.pageSize() > 0;
        long pagesPerSet = announced ? Math.ceilDiv(orders, api.pageSize()) : expected.count();
        String basis = announced
                ? "the API announced " + orders + " orders in pages of " + api.pageSize() + ": " + pagesPerSet
                        + " pages"
                : "the ground truth has " + expected.count() + " orders and the API announced no page size: at most "
                        + pagesPerSet + " pages of at least one order";
        return new PageBudget(
                wholeSets * pagesPerSet + 2L * walks,
                basis + (wholeSets == 1 ? "" : ", " + wholeSets + " times") + ", plus 2 per walk for " + walks
                        + (walks == 1 ? " walk" : " walks"));
    }

    /** True when a pass that has fetched {@code pages} pages must not fetch another. */
    boolean spent(long pages) {
        return pages >= maxPages;
    }

    /** The failure of the fetch that would exceed the budget. */
    OrdersApiException exceeded(String cursor, long pages) {
        return new OrdersApiException(
                cursor,
                -1,
                false,
                "cursor loop: this pass has fetched " + pages
                        + " pages, the most it can have (" + basis
                        + "); the server's cursors go round instead of ending "
                        + "with hasMore false",
                null);
    }
}
