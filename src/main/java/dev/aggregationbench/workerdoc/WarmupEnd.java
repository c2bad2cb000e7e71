package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;

/**
 * How warm-up ended, and whether the JVM was <i>steady</i> (docs/glossary.md). The rule: a warm-up pass is
 * <i>quiet</i> when the JIT compiled for at most {@code quietCompilationMillis} during it
 * ({@code CompilationMXBean#getTotalCompilationTime} delta); the JVM is steady after {@code requiredQuietPasses}
 * quiet passes in a row. In {@code auto} mode the worker warms up until then, or until a cap ({@code maxPasses},
 * {@code maxSeconds}) stops it before; in {@code fixed} mode it runs exactly {@code --warmup=N} passes and only
 * reports whether the rule was met. The document's key is {@code warmupEnd} ({@code steadyState} in documents
 * written before 2026-11-26, still read).
 *
 * @param mode                   {@code auto} or {@code fixed}
 * @param passesUsed             warm-up passes that ran
 * @param steady                 whether the last {@code requiredQuietPasses} warm-up passes were quiet;
 *                               {@code null} when the JVM reports no compilation time ({@code converged} in older
 *                               documents, still read)
 * @param warmupWallTimeNanos    wall time of all warm-up passes together
 * @param compilerCpuNanos       CPU time the JIT compiler threads used from the JVM's start to the end of its
 *                               warm-up (kernel per-thread counters, 10 ms ticks): the JIT's price of becoming
 *                               steady; {@code null} (n/a) where the kernel does not tell, and in older documents
 * @param note                   why warm-up stopped, in words
 */
public record WarmupEnd(
        String mode,
        long quietCompilationMillis,
        int requiredQuietPasses,
        int maxPasses,
        long maxSeconds,
        int passesUsed,
        @JsonAlias("converged") Boolean steady,
        long warmupWallTimeNanos,
        Long compilerCpuNanos,
        String note) {

    public static final String AUTO = "auto";
    public static final String FIXED = "fixed";
}
