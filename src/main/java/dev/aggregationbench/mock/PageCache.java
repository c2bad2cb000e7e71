package dev.aggregationbench.mock;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Pages rendered to bytes once: the first request for a page (its walk's start and end, and the limit) renders it
 * with {@link PageWriter}; later requests for the same page get the same bytes. The cache keeps what fits in a byte
 * budget, first come first kept, and never evicts: a benchmark walks the same pages over and over, in order, and
 * an evicting cache smaller than the walk would miss every time. Beyond the budget pages are rendered per request.
 * The arrays are shared: nobody may write to them.
 */
final class PageCache {

    private record Key(long start, long end, int limit) {}

    private final OrderGenerator generator;
    private final long budgetBytes;
    private final ConcurrentHashMap<Key, byte[]> pages = new ConcurrentHashMap<>();
    private final AtomicLong cachedBytes = new AtomicLong();

    PageCache(OrderGenerator generator, long budgetBytes) {
        this.generator = generator;
        this.budgetBytes = budgetBytes;
    }

    /** The first page of {@code walk} with at most {@code limit} orders. */
    byte[] page(OrderRange walk, int limit) {
        Key key = new Key(walk.start(), walk.end(), limit);
        byte[] page = pages.get(key);
        if (page != null) {
            return page;
        }
        page = new PageWriter(64 + (int) walk.firstPage(limit).size() * 200).page(generator, walk, limit);
        if (cachedBytes.addAndGet(page.length) <= budgetBytes) {
            byte[] raced = pages.putIfAbsent(key, page);
            if (raced != null) {
                cachedBytes.addAndGet(-page.length);
                return raced;
            }
        } else {
            cachedBytes.addAndGet(-page.length);
        }
        return page;
    }

    long cachedBytes() {
        return cachedBytes.get();
    }

    int cachedPages() {
        return pages.size();
    }
}
