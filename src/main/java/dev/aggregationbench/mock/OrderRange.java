package dev.aggregationbench.mock;

/**
 * A contiguous range of global order positions {@code [start, end)}: the whole data set, one partition of it, or
 * what is left of a walk (a cursor is exactly that). Partition {@code i} of {@code k} over {@code n} orders is
 * {@code [i*n/k, (i+1)*n/k)}, so the partitions tile the data set without gaps or overlaps and differ in size by at
 * most one order.
 */
record OrderRange(long start, long end) {

    OrderRange {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad order range [" + start + ", " + end + ")");
        }
    }

    static OrderRange whole(long totalOrders) {
        return new OrderRange(0, totalOrders);
    }

    /** Partition {@code index} of {@code count}; {@code 0 <= index < count <= totalOrders} is checked by the caller. */
    static OrderRange partition(long index, long count, long totalOrders) {
        return new OrderRange(
                Math.multiplyExact(index, totalOrders) / count, Math.multiplyExact(index + 1, totalOrders) / count);
    }

    long size() {
        return end - start;
    }

    /** The page of at most {@code limit} orders at the start of this range. */
    OrderRange firstPage(int limit) {
        return new OrderRange(start, Math.min(end, start + limit));
    }
}
