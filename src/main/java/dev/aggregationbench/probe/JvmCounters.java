package dev.aggregationbench.probe;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;

/** The JVM and OS counters a measurement reads, in one place. Each is an exact reading at the moment of the call. */
final class JvmCounters {

    private final AllocationCounter allocation = new AllocationCounter();
    private final GcCollectors gc = new GcCollectors();
    private final HeapPools heapPools = new HeapPools();
    private final ProcStatus proc = new ProcStatus();
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final CompilationMXBean compilation = ManagementFactory.getCompilationMXBean();
    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    public JvmCounters() {
        if (threads.isThreadCpuTimeSupported() && !threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
    }

    public AllocationCounter allocation() {
        return allocation;
    }

    public GcCollectors gc() {
        return gc;
    }

    public HeapPools heapPools() {
        return heapPools;
    }

    public ProcStatus proc() {
        return proc;
    }

    public MemoryMXBean memory() {
        return memory;
    }

    public ThreadMXBean threads() {
        return threads;
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
