package dev.aggregationbench.measurement;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * When the pass ran and what it cost in time.
 *
 * @param startUptimeMillis   JVM uptime when the pass started: the same clock as {@code -Xlog} uptime decorations
 *                            and GC notifications, so external logs can be aligned with the pass
 * @param endUptimeMillis     JVM uptime when the pass ended (before the final explicit GC)
 * @param durationNanos       {@code System.nanoTime} delta over the pass
 * @param processCpuTimeNanos {@code OperatingSystemMXBean#getProcessCpuTime} delta: user + system time of every
 *                            thread of the process (GC and JIT threads included), so it can exceed wall time
 * @param compilationMillis   {@code CompilationMXBean#getTotalCompilationTime} delta: time the JIT compiler threads
 *                            spent compiling during the pass (summed over compiler threads); {@code null} when the
 *                            JVM does not report it. Near 0 at steady state
 */
public record TimeMeasurement(long startUptimeMillis, long endUptimeMillis, @JsonAlias("wallTimeNanos") long durationNanos,
                              long processCpuTimeNanos, Long compilationMillis) {
}
