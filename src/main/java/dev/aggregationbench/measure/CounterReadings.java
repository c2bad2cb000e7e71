package dev.aggregationbench.measure;

import dev.aggregationbench.measurement.CollectorDelta;

import java.util.List;

/** The counters read at one edge of a pass (start or end), in the order they are read. */
record CounterReadings(long nanos, long uptimeMillis, long allocatedBytes, long processCpuTimeNanos,
                       ThreadsCpu.Snapshot threadsCpu, GcCollectors.Snapshot gc, long threadsStarted,
                       Long compilationMillis) {

    /** {@link #cpuClock} when the CPU time is the threads' run time, to the nanosecond ({@link ThreadsCpu}). */
    static final String THREADS_CLOCK = "threads";
    /** {@link #cpuClock} when it is {@code OperatingSystemMXBean}'s, in clock ticks (10 ms on Linux). */
    static final String TICKS_CLOCK = "ticks";

    /**
     * The readings at a pass's start. The threads' CPU is read first: reading it allocates and takes a little
     * time, which must fall outside the pass's allocation and wall-time windows ({@link #end} reads it last).
     */
    static CounterReadings start(JvmCounters counters) {
        ThreadsCpu.Snapshot threadsCpu = ThreadsCpu.read();
        long nanos = System.nanoTime();
        return new CounterReadings(nanos, counters.uptimeMillis(), counters.allocation().totalAllocatedBytes(),
                counters.processCpuTimeNanos(), threadsCpu, counters.gc().snapshot(),
                counters.threads().getTotalStartedThreadCount(), counters.compilationMillis());
    }

    /** The readings at a pass's end, in the reverse order of {@link #start}: the threads' CPU last. */
    static CounterReadings end(JvmCounters counters) {
        long nanos = System.nanoTime();
        long uptimeMillis = counters.uptimeMillis();
        long allocatedBytes = counters.allocation().totalAllocatedBytes();
        long ticks = counters.processCpuTimeNanos();
        GcCollectors.Snapshot gc = counters.gc().snapshot();
        long threadsStarted = counters.threads().getTotalStartedThreadCount();
        Long compilationMillis = counters.compilationMillis();
        return new CounterReadings(nanos, uptimeMillis, allocatedBytes, ticks, ThreadsCpu.read(), gc, threadsStarted,
                compilationMillis);
    }

    /** The process's CPU time since {@code start}: the threads' run time where known, else the ticks. */
    long cpuNanosSince(CounterReadings start) {
        Long precise = ThreadsCpu.nanosBetween(start.threadsCpu, threadsCpu);
        return precise != null ? precise : processCpuTimeNanos - start.processCpuTimeNanos;
    }

    /** Which clock {@link #cpuNanosSince} used: {@value #THREADS_CLOCK} or {@value #TICKS_CLOCK}. */
    String cpuClock(CounterReadings start) {
        return ThreadsCpu.nanosBetween(start.threadsCpu, threadsCpu) != null ? THREADS_CLOCK : TICKS_CLOCK;
    }

    /** JIT compilation time between {@code start} and this reading; {@code null} when not reported. */
    Long compilationMillisSince(CounterReadings start) {
        return start.compilationMillis == null || compilationMillis == null ? null
                : compilationMillis - start.compilationMillis;
    }

    List<CollectorDelta> gcSince(CounterReadings start) {
        return GcCollectors.delta(start.gc(), gc);
    }
}
