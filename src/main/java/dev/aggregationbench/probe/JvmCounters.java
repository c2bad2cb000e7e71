package dev.aggregationbench.probe;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;

/**
 * The JVM and OS counters a measurement reads, in one place. Each is an exact reading at the moment of the call.
 *
 * @param runtime     for the uptime, the clock of GC notifications ({@link #uptimeMillis})
 * @param compilation the JIT's time ({@link #compilationMillis}); {@code null} when the JVM has no JIT
 * @param os          the process's CPU time ({@link #processCpuTimeNanos})
 */
record JvmCounters(
        AllocationCounter allocation,
        GcCollectors gc,
        HeapPools heapPools,
        ProcStatus proc,
        MemoryMXBean memory,
        ThreadMXBean threads,
        RuntimeMXBean runtime,
        CompilationMXBean compilation,
        com.sun.management.OperatingSystemMXBean os) {

    /** This JVM's counters, with the threads' CPU time switched on where it can be. */
    static JvmCounters ofThisJvm() {
        JvmCounters counters = new JvmCounters(
                new AllocationCounter(),
                new GcCollectors(),
                new HeapPools(),
                new ProcStatus(),
                ManagementFactory.getMemoryMXBean(),
                ManagementFactory.getThreadMXBean(),
                ManagementFactory.getRuntimeMXBean(),
                ManagementFactory.getCompilationMXBean(),
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean());
        if (counters.threads.isThreadCpuTimeSupported() && !counters.threads.isThreadCpuTimeEnabled()) {
            counters.threads.setThreadCpuTimeEnabled(true);
        }
        return counters;
    }

    /** Milliseconds since the JVM started: the clock of GC notifications. */
    public long uptimeMillis() {
        return runtime.getUptime();
    }

    /** User + system CPU time of the whole process. */
    public long processCpuTimeNanos() {
        return os.getProcessCpuTime();
    }

    /**
     * Milliseconds the JIT compiler threads have spent compiling since the JVM started (summed over compiler threads,
     * so it can grow faster than wall time), or {@code null} when the JVM has no JIT or does not report it.
     */
    public Long compilationMillis() {
        return compilation != null && compilation.isCompilationTimeMonitoringSupported()
                ? compilation.getTotalCompilationTime()
                : null;
    }

    /** CPU time of one live thread, or {@code null} when unsupported or the thread has ended. */
    public Long threadCpuTimeNanos(long threadId) {
        long nanos = threads.isThreadCpuTimeSupported() ? threads.getThreadCpuTime(threadId) : -1;
        return nanos < 0 ? null : nanos;
    }
}
