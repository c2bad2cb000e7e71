package dev.aggregationbench.probe;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The allocation figure must count every thread, including threads that are gone when the pass ends. Each case
 * allocates one known 64 MiB array and checks the JVM-wide delta: at least 64 MiB, and not wildly more (the rest
 * of this JVM, surefire's threads included, allocates a little meanwhile).
 */
class AllocationCounterTest {

    private static final int SIZE_BYTES = 64 * 1024 * 1024;
    private static final long SLACK_BYTES = 16 * 1024 * 1024;
    private static volatile byte[] sink;

    private final AllocationCounter counter = new AllocationCounter();

    @Test
    void countsA64MiBArrayAllocatedOnAPlatformThread() throws Exception {
        long before = counter.totalAllocatedBytes();
        Thread thread = Thread.ofPlatform().start(AllocationCounterTest::allocate64MiB);
        thread.join();

        assertThat(allocatedSince(before)).isBetween((long) SIZE_BYTES, SIZE_BYTES + SLACK_BYTES);
    }

    @Test
    void countsA64MiBArrayAllocatedByAPoolThreadThatHasSinceDied() throws Exception {
        long before = counter.totalAllocatedBytes();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Thread[] worker = new Thread[1];
        pool.submit(() -> {
                    worker[0] = Thread.currentThread();
                    allocate64MiB();
                })
                .get();
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        worker[0].join();

        assertThat(worker[0].isAlive()).isFalse();
        assertThat(allocatedSince(before)).isBetween((long) SIZE_BYTES, SIZE_BYTES + SLACK_BYTES);
    }

    @Test
    void countsA64MiBArrayAllocatedOnAVirtualThread() throws Exception {
        long before = counter.totalAllocatedBytes();
        Thread thread = Thread.ofVirtual().start(AllocationCounterTest::allocate64MiB);
        thread.join();

        assertThat(thread.isVirtual()).isTrue();
        assertThat(allocatedSince(before)).isBetween((long) SIZE_BYTES, SIZE_BYTES + SLACK_BYTES);
    }

    @Test
    void aThreadsOwnCounterIsGoneOnceItHasEnded() throws Exception {
        Thread thread = Thread.ofPlatform().start(AllocationCounterTest::allocate64MiB);
        thread.join();

        assertThat(counter.threadAllocatedBytes(thread.threadId()))
                .as("why summing live threads is not enough: an ended thread has no counter left")
                .isNull();
    }

    /**
     * The JVM-wide delta since {@code before}. HotSpot folds an ended thread's bytes into the total only when it
     * removes the thread, a moment after {@code join()} has returned; so wait (at most 5 s) for the 64 MiB to show.
     */
    private long allocatedSince(long before) {
        return await().alias("the 64 MiB in the JVM-wide count")
                .atMost(Duration.ofSeconds(5))
                .pollInSameThread() // a polling thread of its own would add its allocations to the JVM-wide count
                .until(() -> counter.totalAllocatedBytes() - before, delta -> delta >= SIZE_BYTES);
    }

    private static void allocate64MiB() {
        sink = new byte[SIZE_BYTES];
        sink = null;
    }
}
