package dev.aggregationbench.mock;

/**
 * How the mock orders API behaves: the data set (seed, total orders), the default page size, and the latency and
 * faults it injects.
 *
 * @param failEvery  every n-th page request answers 503 (0: never); deterministic, so runs are reproducible
 * @param latencyMillis fixed delay added to every page response (0: none)
 * @param pageCacheMegabytes how many MB of rendered pages the mock keeps to serve again ({@link PageCache})
 */
public record MockSettings(long totalOrders, int pageSize, long seed, String bindAddress, int port,
                           int latencyMillis, int failEvery, int pageCacheMegabytes) {

    public static final int MAX_PAGE_SIZE = 10_000;
    public static final int DEFAULT_PAGE_CACHE_MEGABYTES = 128;

    public MockSettings {
        if (totalOrders < 0) {
            throw new IllegalArgumentException("orders must be >= 0, was " + totalOrders);
        }
        if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
            throw new IllegalArgumentException("page size must be 1.." + MAX_PAGE_SIZE + ", was " + pageSize);
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535 (0: any free port), was " + port);
        }
        if (latencyMillis < 0) {
            throw new IllegalArgumentException("latency must be >= 0 ms, was " + latencyMillis);
        }
        if (failEvery < 0) {
            throw new IllegalArgumentException("fail-every must be >= 0, was " + failEvery);
        }
        if (pageCacheMegabytes < 0) {
            throw new IllegalArgumentException("page cache must be >= 0 MB, was " + pageCacheMegabytes);
        }
    }

    /** Loopback, any free port, no latency, no faults. */
    public static MockSettings of(long totalOrders, int pageSize, long seed) {
        return new MockSettings(totalOrders, pageSize, seed, "127.0.0.1", 0, 0, 0, DEFAULT_PAGE_CACHE_MEGABYTES);
    }

    public MockSettings withPort(int newPort) {
        return new MockSettings(totalOrders, pageSize, seed, bindAddress, newPort, latencyMillis, failEvery, pageCacheMegabytes);
    }

    public MockSettings withLatencyMillis(int newLatencyMillis) {
        return new MockSettings(totalOrders, pageSize, seed, bindAddress, port, newLatencyMillis, failEvery, pageCacheMegabytes);
    }

    public MockSettings withPageCacheMegabytes(int newPageCacheMegabytes) {
        return new MockSettings(totalOrders, pageSize, seed, bindAddress, port, latencyMillis, failEvery,
                newPageCacheMegabytes);
    }

    public MockSettings withFailEvery(int newFailEvery) {
        return new MockSettings(totalOrders, pageSize, seed, bindAddress, port, latencyMillis, newFailEvery, pageCacheMegabytes);
    }
}
