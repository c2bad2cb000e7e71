package dev.aggregationbench.workerdoc;

/**
 * The baseline JVM (docs/glossary.md): the worker JVM before the first pass (warm-up included), after one explicit
 * GC: what the JVM, the worker and the HTTP client cost before any variant ran. Subtract it from a pass's figures to
 * see the variant's share. The document's key is {@code baselineJvm} ({@code idleJvm} in documents written before
 * 2026-11-26, still read): "idle" is wall minus CPU time of a pass.
 *
 * @param heapUsedAfterGcBytes heap used after {@code System.gc()}; {@code null} if that GC did not run
 *                             (e.g. {@code -XX:+DisableExplicitGC})
 * @param rssBytes             resident set size (VmRSS), {@code null} where /proc/self/status is unavailable
 */
public record BaselineJvm(
        long uptimeMillis,
        Long heapUsedAfterGcBytes,
        long heapUsedBytes,
        long heapCommittedBytes,
        long nonHeapUsedBytes,
        int liveThreadCount,
        int daemonThreadCount,
        Long rssBytes) {}
