package dev.aggregationbench.measurement;

/**
 * An unmeasured pass that ran before the measured ones, to warm up the JIT and the connection pool.
 *
 * @param correct {@code null} when the pass failed before returning a result
 */
public record WarmupPass(int number, Outcome outcome, Boolean correct, long wallTimeNanos) {
}
