package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * When the pass ran and what it cost in time.
 *
 * @param startUptimeMillis   JVM uptime when the pass started: the same clock as {@code -Xlog} uptime decorations
 *                            and GC notifications, so external logs can be aligned with the pass
 * @param endUptimeMillis     JVM uptime when the pass ended (before the final explicit GC)
 * @param durationNanos       {@code System.nanoTime} delta over the pass
 * @param processCpuTimeNanos CPU time of every thread of the process over the pass (GC and JIT threads included),
 *                            so it can exceed wall time; read as {@code cpuClock} says
 * @param compilationMillis   {@code CompilationMXBean#getTotalCompilationTime} delta: time the JIT compiler threads
 *                            spent compiling during the pass (summed over compiler threads); {@code null} when the
 *                            JVM does not report it. Near 0 when the JVM is steady
 * @param responseWaitNanos   time the pass's callers waited inside {@code HttpClient.send} for the answers' status
 *                            line and headers, summed over its blocking requests: the blocking styles' wait for the
 *                            API; {@code null} (n/a) when no caller thread waited (async, reactor: sendAsync), and
 *                            in documents written before it was measured
 * @param cpuClock            {@code threads}: the sum of every thread's run time from the kernel's scheduler
 *                            ({@code /proc/self/task/<tid>/schedstat}), to the nanosecond; {@code ticks}:
 *                            {@code OperatingSystemMXBean#getProcessCpuTime}, in clock ticks of 10 ms on Linux,
 *                            used when a thread ended during the pass or the kernel does not tell; {@code null} in
 *                            documents written before it was recorded (ticks)
 */
public record TimeMeasurement(
        long startUptimeMillis,
        long endUptimeMillis,
        @JsonAlias("wallTimeNanos") long durationNanos,
        long processCpuTimeNanos,
        Long compilationMillis,
        Long responseWaitNanos,
        String cpuClock) {

    /** {@code cpuClock}: the threads' scheduler run time, to the nanosecond. */
    public static final String CPU_CLOCK_THREADS = "threads";
    /** {@code cpuClock}: {@code OperatingSystemMXBean}'s figure, in clock ticks (10 ms on Linux). */
    public static final String CPU_CLOCK_TICKS = "ticks";
}
