package dev.aggregationbench.orchestration;

/**
 * The mock's memory for a run, sized to hold every page of the data set once rendered: a page the mock has to
 * render again on each walk costs it more CPU per page, and that CPU is time every sequential walk waits. With a
 * fixed 256 MB heap (a 64 MB page cache) the 72 MB of a 500,000-order walk did not fit, nor the 1.4 GB of a
 * 10,000,000-order one. Pages are about {@value #BYTES_PER_ORDER} bytes per order as served (71.8 MB for 500,000
 * orders at page size 1,000, measured by {@code benchmark.sh mock --throughput}); the cache is capped at
 * {@value #MAX_PAGE_CACHE_MEGABYTES} MB, beyond which pages are rendered per request (the run's mock CPU per page,
 * measured, shows it).
 *
 * <p>At a fan-out of many walks, each page request in flight holds memory in the mock until it is answered (its
 * page's bytes, WireMock's objects for it, Jetty's buffers): a mock sized for the pages alone ran out of heap at 10,000
 * walks at once, and so did one with 64 KB more per request. {@value #WORKING_MEGABYTES} MB served the committed
 * fan-outs of up to {@value #REQUESTS_IN_WORKING_MEGABYTES} walks at once; each request beyond gets
 * {@value #KILOBYTES_PER_REQUEST_IN_FLIGHT} KB more ({@link #forRequestsAtOnce}), an allowance, not a measurement.
 *
 * @param pageCacheMegabytes the mock's {@code --page-cache-megabytes}
 * @param heapMegabytes      its {@code -Xmx} (and {@code -Xms}): the cache and {@value #WORKING_MEGABYTES} MB to work in
 */
record MockMemory(int pageCacheMegabytes, int heapMegabytes) {

    static final int BYTES_PER_ORDER = 160;
    static final int MIN_PAGE_CACHE_MEGABYTES = 64;
    static final int MAX_PAGE_CACHE_MEGABYTES = 4_096;
    static final int WORKING_MEGABYTES = 192;
    static final int REQUESTS_IN_WORKING_MEGABYTES = 1_000;
    static final int KILOBYTES_PER_REQUEST_IN_FLIGHT = 256;
    /** A container's limit above the heap: metaspace, code cache, thread stacks, direct buffers. */
    static final int CONTAINER_OVERHEAD_MEGABYTES = 320;

    static MockMemory forOrders(long orders) {
        long pageBytes = orders * BYTES_PER_ORDER;
        int cache = (int)
                Math.clamp(Math.ceilDiv(pageBytes, 1024L * 1024), MIN_PAGE_CACHE_MEGABYTES, MAX_PAGE_CACHE_MEGABYTES);
        return new MockMemory(cache, cache + WORKING_MEGABYTES);
    }

    /** This memory with room to work for {@code requests} page requests in flight at once. */
    MockMemory forRequestsAtOnce(long requests) {
        long beyond = Math.max(0, requests - REQUESTS_IN_WORKING_MEGABYTES);
        long working = WORKING_MEGABYTES + Math.ceilDiv(beyond * KILOBYTES_PER_REQUEST_IN_FLIGHT, 1024);
        return new MockMemory(pageCacheMegabytes, (int) (pageCacheMegabytes + working));
    }

    /** The container's memory limit, Docker syntax. */
    String containerMemory() {
        return (heapMegabytes + CONTAINER_OVERHEAD_MEGABYTES) + "m";
    }
}
