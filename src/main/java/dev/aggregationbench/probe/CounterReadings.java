package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.CollectorDelta;
import dev.aggregationbench.workerdoc.TimeMeasurement;
import java.util.List;

/** The counters read at one edge of a pass: {@link #start} and {@link #end} say in which order. */
record CounterReadings(
        long nanos,
        long uptimeMillis,
        long allocatedBytes,
        long processCpuTimeNanos,
        ThreadsCpu.Snapshot threadsCpu,
        GcCollectors.Snapshot gc,
        long threadsStarted,
        Long compilationMillis) {

    /** CPU time between two readings and the clock it was read with ({@code TimeMeasurement.CPU_CLOCK_*}). */
    record CpuTime(long nanos, String clock) {}

    /**
     * The readings at a pass's start. The threads' CPU is read first: reading it allocates and takes a little
     * time, which must fall outside the pass's allocation and wall-time windows ({@link #end} reads it last).
     */
    static CounterReadings start(JvmCounters counters) {
        ThreadsCpu.Snapshot threadsCpu = ThreadsCpu.read();
        long nanos = System.nanoTime();
        return new CounterReadings(
                nanos,
                counters.uptimeMillis(),
                counters.allocation().totalAllocatedBytes(),
                counters.processCpuTimeNanos(),
                threadsCpu,
                counters.gc().snapshot(),
                counters.threads().getTotalStartedThreadCount(),
                counters.compilationMillis());
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
        return new CounterReadings(
                nanos, uptimeMillis, allocatedBytes, ticks, ThreadsCpu.read(), gc, threadsStarted, compilationMillis);
    }

    /** The process's CPU time since {@code start}: the threads' run time where known, else the ticks. */
    CpuTime cpuSince(CounterReadings start) {
        Long precise = ThreadsCpu.nanosBetween(start.threadsCpu, threadsCpu);
        return precise != null
                ? new CpuTime(precise, TimeMeasurement.CPU_CLOCK_THREADS)
                : new CpuTime(processCpuTimeNanos - start.processCpuTimeNanos, TimeMeasurement.CPU_CLOCK_TICKS);
    }

    /** JIT compilation time between {@code start} and this reading; {@code null} when not reported. */
    Long compilationMillisSince(CounterReadings start) {
        return start.compilationMillis == null || compilationMillis == null
                ? null
                : compilationMillis - start.compilationMillis;
    }

    List<CollectorDelta> gcSince(CounterReadings start) {
        return GcCollectors.delta(start.gc(), gc);
    }
}
