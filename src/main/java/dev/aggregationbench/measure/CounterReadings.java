package dev.aggregationbench.measure;

import dev.aggregationbench.measurement.CollectorDelta;

import java.util.List;

/** The counters read at one edge of a pass (start or end), in the order they are read. */
record CounterReadings(long nanos, long uptimeMillis, long allocatedBytes, long processCpuTimeNanos,
                       GcCollectors.Snapshot gc, long threadsStarted, Long compilationMillis) {

    static CounterReadings read(JvmCounters counters) {
        long nanos = System.nanoTime();
        return new CounterReadings(nanos, counters.uptimeMillis(), counters.allocation().totalAllocatedBytes(),
                counters.processCpuTimeNanos(), counters.gc().snapshot(),
                counters.threads().getTotalStartedThreadCount(), counters.compilationMillis());
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
