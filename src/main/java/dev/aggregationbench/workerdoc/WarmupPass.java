package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * An unmeasured pass that ran before the measured ones, to warm up the JIT and the connection pool. Its figures are
 * counter deltas over the pass like a measured pass's, but without resetting peaks, GC events or samples; the first
 * one of a fresh JVM is the <b>cold</b> pass the results report beside the steady one.
 *
 * @param correct             {@code null} when the pass failed before returning a result
 *                            (CPU, allocation and orders are {@code null} in documents written before they were recorded)
 * @param processCpuTimeNanos user + system CPU of the whole process during the pass
 * @param allocatedBytes      bytes allocated by all threads during the pass
 * @param ordersFetched       orders the variant received in this pass
 * @param compilationMillis   JIT compilation time during the pass; {@code null} when the JVM does not report it
 * @param quiet               whether {@code compilationMillis} was at most the steady rule's threshold
 *                            ({@link WarmupEnd#quietCompilationMillis}); {@code null} when not measured
 */
public record WarmupPass(
        int number,
        Outcome outcome,
        Boolean correct,
        @JsonAlias("wallTimeNanos") long durationNanos,
        Long processCpuTimeNanos,
        Long allocatedBytes,
        Long ordersFetched,
        Long compilationMillis,
        Boolean quiet) {

    /** allocatedBytes / ordersFetched, {@code null} when no order was fetched. */
    public Double bytesPerOrder() {
        return allocatedBytes == null || ordersFetched == null || ordersFetched == 0
                ? null
                : (double) allocatedBytes / ordersFetched;
    }
}
