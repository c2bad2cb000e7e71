package dev.aggregationbench.mock;

import dev.aggregationbench.knob.Knob;

/**
 * How the mock orders API behaves: the data set (seed, total orders), the default page size, and the latency and
 * faults it injects.
 *
 * @param latency            per-page delay ({@link Latency#NONE}: none), a pure function of (seed, page)
 * @param failEvery          every n-th page request answers 503 (0: never); deterministic, so runs are reproducible
 * @param faults             seeded faults at a rate ({@link Faults#NONE}: none)
 * @param pageCacheMegabytes how many MB of rendered pages the mock keeps to serve again ({@link PageCache})
 * @param apiMaxInFlight     page requests admitted at once, more answered 429 ({@link InFlightLimit}); 0: no limit
 */
public record MockSettings(
        long totalOrders,
        int pageSize,
        long seed,
        String bindAddress,
        int port,
        Latency latency,
        int failEvery,
        Faults faults,
        int pageCacheMegabytes,
        int apiMaxInFlight) {

    /** The largest page the mock serves: the run's page size knob's. */
    public static final int MAX_PAGE_SIZE =
            (int) Knob.PAGE_SIZE.definition().whole().max();

    /**
     * The default page cache: a quarter of this JVM's maximum heap (64 MB with {@code -Xmx256m}). Half the heap
     * made a 256 MB mock with 1,000 connections collect in full GCs back to back.
     */
    public static int defaultPageCacheMegabytes() {
        return (int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 4 / (1024 * 1024));
    }

    public MockSettings {
        if (totalOrders < 0) {
            throw new IllegalArgumentException("orders must be >= 0, was " + totalOrders);
        }
        Knob.PAGE_SIZE.definition().kind().problem(Integer.toString(pageSize)).ifPresent(wrong -> {
            throw new IllegalArgumentException("page size " + wrong);
        });
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535 (0: any free port), was " + port);
        }
        if (latency == null || faults == null) {
            throw new IllegalArgumentException("latency and faults must be given (Latency.NONE, Faults.NONE)");
        }
        if (failEvery < 0) {
            throw new IllegalArgumentException("fail-every must be >= 0, was " + failEvery);
        }
        if (pageCacheMegabytes < 0) {
            throw new IllegalArgumentException("page cache must be >= 0 MB, was " + pageCacheMegabytes);
        }
        if (apiMaxInFlight < 0) {
            throw new IllegalArgumentException("api-max-in-flight must be >= 1 (or none), was " + apiMaxInFlight);
        }
    }

    /** Loopback, any free port, no latency, no faults. */
    public static MockSettings of(long totalOrders, int pageSize, long seed) {
        return new MockSettings(
                totalOrders,
                pageSize,
                seed,
                "127.0.0.1",
                0,
                Latency.NONE,
                0,
                Faults.NONE,
                defaultPageCacheMegabytes(),
                0);
    }

    /** A fixed delay for every page. */
    public MockSettings withLatencyMillis(int newLatencyMillis) {
        return withLatency(new Latency.Fixed(newLatencyMillis));
    }

    public MockSettings withLatency(Latency newLatency) {
        return served(newLatency, failEvery, faults, pageCacheMegabytes, apiMaxInFlight);
    }

    public MockSettings withFailEvery(int newFailEvery) {
        return served(latency, newFailEvery, faults, pageCacheMegabytes, apiMaxInFlight);
    }

    public MockSettings withFaults(Faults newFaults) {
        return served(latency, failEvery, newFaults, pageCacheMegabytes, apiMaxInFlight);
    }

    public MockSettings withPageCacheMegabytes(int newPageCacheMegabytes) {
        return served(latency, failEvery, faults, newPageCacheMegabytes, apiMaxInFlight);
    }

    /** At most {@code newApiMaxInFlight} page requests at once (0: no limit). */
    public MockSettings withApiMaxInFlight(int newApiMaxInFlight) {
        return served(latency, failEvery, faults, pageCacheMegabytes, newApiMaxInFlight);
    }

    /** The same data set and address, served with these settings: the one copy the withers above share. */
    private MockSettings served(Latency l, int failEveryPage, Faults f, int cacheMegabytes, int maxInFlight) {
        return new MockSettings(
                totalOrders, pageSize, seed, bindAddress, port, l, failEveryPage, f, cacheMegabytes, maxInFlight);
    }
}
