package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;

/**
 * How many orders the next page's list is made for, and the check every decoded page passes. Both clients size a
 * page's list before decoding it: the page size the settings ask for, or else the size of the last page that had a
 * next one (the last page is usually shorter and says nothing about the next walk's pages). One per walker of the
 * pages; a hint only, so races between threads are harmless.
 */
final class PageSizing {

    private final ClientSettings settings;
    /** The size of the last page decoded: the next page's list starts that big. */
    private volatile int lastPageOrders = 16;

    PageSizing(ClientSettings settings) {
        this.settings = settings;
    }

    int expectedOrders() {
        return settings.pageSize() > 0 ? settings.pageSize() : lastPageOrders;
    }

    /** The decoded page, remembered for the next one's size; it fails when its next cursor is its own. */
    OrderPage sized(String cursor, OrderPage page) {
        if (page.hasMore()) { // the last page is usually shorter: it says nothing about the next walk's pages
            lastPageOrders = page.data().size();
        }
        return PageFailures.notLooping(cursor, page);
    }
}
