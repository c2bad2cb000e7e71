package dev.aggregationbench.probe;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated on the heap, JVM-wide, from HotSpot's per-thread allocation counters
 * ({@link com.sun.management.ThreadMXBean#getTotalThreadAllocatedBytes}, JDK 21+). The total includes threads that
 * have already ended, so a pool thread or a virtual thread's carrier that came and went is still counted; summing
 * {@code getThreadAllocatedBytes} over the live threads would miss them.
 */
public final class AllocationCounter {

    private final com.sun.management.ThreadMXBean threads;

    public AllocationCounter() {
        threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (!threads.isThreadAllocatedMemorySupported()) {
            throw new IllegalStateException("this JVM cannot count allocated bytes per thread");
        }
        if (!threads.isThreadAllocatedMemoryEnabled()) {
            threads.setThreadAllocatedMemoryEnabled(true);
        }
    }

    /** Bytes allocated by all threads since the JVM started. */
    public long totalAllocatedBytes() {
        long total = threads.getTotalThreadAllocatedBytes();
        if (total < 0) {
            throw new IllegalStateException("allocated-bytes counting is disabled in this JVM");
        }
        return total;
    }

    /** Bytes allocated by one live thread so far, or {@code null} when the thread has ended. */
    public Long threadAllocatedBytes(long threadId) {
        long bytes = threads.getThreadAllocatedBytes(threadId);
        return bytes < 0 ? null : bytes;
    }
}
