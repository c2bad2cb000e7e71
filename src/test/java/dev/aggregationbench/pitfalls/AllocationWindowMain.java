package dev.aggregationbench.pitfalls;

import dev.aggregationbench.probe.AllocationCounter;

/**
 * Child JVM for {@link AllocationCounterAgainstGcLogTest}: between two {@code System.gc()} calls, allocates about
 * {@value #ALLOCATE_BYTES} bytes in small arrays (what a pass does: many short-lived objects) and prints the JVM-wide
 * allocation counter's delta over that window: {@code jdk=.. counterBytes=..}.
 */
public final class AllocationWindowMain {

    static final long ALLOCATE_BYTES = 2L * 1024 * 1024 * 1024;
    private static volatile Object sink;

    private AllocationWindowMain() {}

    public static void main(String[] args) {
        AllocationCounter counter = new AllocationCounter();
        System.gc();
        long before = counter.totalAllocatedBytes();
        for (long n = 0; n < ALLOCATE_BYTES; n += 1024) {
            sink = new byte[1024 - 16]; // 1 KiB with the array header
        }
        long counted = counter.totalAllocatedBytes() - before;
        System.gc();
        System.out.println("jdk=" + Runtime.version().feature() + " counterBytes=" + counted);
    }
}
