package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PageCacheTest {

    private final OrderGenerator generator = new OrderGenerator(42, 10_000);

    @Test
    void servesTheBytesThePageWriterWritesAndTheSameArrayTheSecondTime() {
        PageCache cache = new PageCache(generator, 1 << 20);
        OrderRange walk = new OrderRange(100, 10_000);

        byte[] first = cache.page(walk, 50);

        assertThat(first).isEqualTo(new PageWriter(16).page(generator, walk, 50));
        assertThat(cache.page(walk, 50)).isSameAs(first);
        assertThat(cache.page(new OrderRange(100, 200), 50))
                .as("another walk's page: its own cursor")
                .isNotEqualTo(first);
        assertThat(cache.cachedPages()).isEqualTo(2);
    }

    @Test
    void keepsOnlyWhatFitsInTheBudgetFirstComeFirstKept() {
        int pageBytes = new PageWriter(16).page(generator, new OrderRange(0, 10_000), 100).length;
        PageCache cache = new PageCache(generator, pageBytes * 3L);

        for (int offset = 0; offset < 1_000; offset += 100) {
            cache.page(new OrderRange(offset, 10_000), 100);
        }

        assertThat(cache.cachedPages()).isBetween(2, 3);
        assertThat(cache.cachedBytes()).isLessThanOrEqualTo(pageBytes * 3L);
        byte[] kept = cache.page(new OrderRange(0, 10_000), 100);
        assertThat(cache.page(new OrderRange(0, 10_000), 100)).isSameAs(kept);
        byte[] notKept = cache.page(new OrderRange(900, 10_000), 100);
        assertThat(cache.page(new OrderRange(900, 10_000), 100))
                .isNotSameAs(notKept)
                .isEqualTo(notKept);
    }

    @Test
    void aZeroBudgetKeepsNothing() {
        PageCache cache = new PageCache(generator, 0);
        cache.page(new OrderRange(0, 10_000), 10);
        assertThat(cache.cachedPages()).isZero();
        assertThat(cache.cachedBytes()).isZero();
    }
}
