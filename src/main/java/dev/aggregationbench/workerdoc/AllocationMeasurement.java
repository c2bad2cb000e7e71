package dev.aggregationbench.workerdoc;

/**
 * Heap allocation during the pass, JVM-wide ({@code com.sun.management.ThreadMXBean#getTotalThreadAllocatedBytes}
 * delta): threads that started and ended during the pass (pool threads, virtual threads' carriers) are included,
 * and so are the worker's own sampler and GC listener (their share is reported separately where known).
 *
 * @param bytesPerOrder             allocatedBytes / ordersFetched, {@code null} when no order was fetched
 * @param bytesPerSecond            allocatedBytes / wall time
 * @param samplerAllocatedBytes     what the sampling thread itself allocated, included in allocatedBytes
 */
public record AllocationMeasurement(
        long allocatedBytes, Double bytesPerOrder, double bytesPerSecond, Long samplerAllocatedBytes) {}
