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
 * @param responseWaitNanos   time the pass's callers waited inside {@code HttpClient.send} for the answers' status
 *                            line and headers, summed over its blocking requests: the blocking styles' wait for the
 *                            API; {@code null} (n/a) when no caller thread waited (async, reactor: sendAsync), and
 *                            in documents written before it was measured
 */
public record TimeMeasurement(long startUptimeMillis, long endUptimeMillis, @JsonAlias("wallTimeNanos") long durationNanos,
                              long processCpuTimeNanos, Long compilationMillis, Long responseWaitNanos) {
}
