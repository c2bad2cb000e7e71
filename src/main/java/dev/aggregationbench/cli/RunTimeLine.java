package dev.aggregationbench.cli;

import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RunResults;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The line a run ends with on stderr: its wall time, how many JVMs ran and how many of them were steady, the warm-up,
 * what the AOT cache cost, and the CPU the JIT compiler threads used until the warm-ups ended (the build before the
 * run not counted).
 */
final class RunTimeLine {

    private RunTimeLine() {}

    /** The run's wall time, how many JVMs were steady, and what the AOT cache cost (the build not counted). */
    static String of(RunResults results) {
        List<Repetition> jvms = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .toList();
        long steady = jvms.stream()
                .filter(r -> r.worker() != null
                        && r.worker().warmupEnd() != null
                        && Boolean.TRUE.equals(r.worker().warmupEnd().steady()))
                .count();
        AotCacheReport aot = results.conditions().aotCache();
        String cache = aot == null || !aot.inUse()
                ? "no AOT cache"
                : aot.trainingMillis() == null
                        ? "AOT cache reused"
                        : String.format(
                                Locale.ROOT, "AOT cache trained in %.1f s, included", aot.trainingMillis() / 1000.0);
        List<Long> jit = jvms.stream()
                .filter(r -> r.worker() != null && r.worker().warmupEnd() != null)
                .map(r -> r.worker().warmupEnd().compilerCpuNanos())
                .filter(Objects::nonNull)
                .toList();
        String compilers = jit.isEmpty()
                ? "JIT compiler threads' CPU n/a"
                : String.format(
                        Locale.ROOT,
                        "the JIT compiler threads used %.1f s of CPU until the warm-ups ended (%d JVMs, measured "
                                + "from /proc)",
                        jit.stream().mapToLong(Long::longValue).sum() / 1e9,
                        jit.size());
        return String.format(
                Locale.ROOT,
                "benchmark.sh: the run took %.1f s of wall time (%d JVMs, %d of "
                        + "them steady, warm-up %s, %s; %s; the build before it not counted)",
                results.wallTimeMillis() / 1000.0,
                jvms.size(),
                steady,
                results.options().warmup(),
                cache,
                compilers);
    }
}
