package dev.aggregationbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Under what the run measured, in words, under the detailed tables and in summary.md: the conditions, the isolation,
 * the mock's share ({@link MockShareText}), the AOT cache, the mock's capacity and the machine, one line each.
 */
public final class ConditionsText {

    private ConditionsText() {}

    /** Every line, joined by newlines. */
    public static String of(RunResults results) {
        Conditions c = results.conditions();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "Conditions: %s isolation, %s CPU(s) and %s memory per variant JVM, heap %s, "
                        + "GC %s, %s; %,d orders, page size %d, seed %d; warm-up %s + 1 measured pass per JVM, "
                        + "%d JVM(s) per variant.",
                c.isolation(),
                FigureUnit.COUNT.format(c.cpus()),
                c.memory(),
                c.heap(),
                c.gc(),
                c.jdk(),
                c.orders(),
                c.pageSize(),
                c.seed(),
                c.warmup(),
                c.repetitions()));
        lines.add("Isolation: " + c.isolationDescription());
        if (c.client() != null) {
            lines.add("Client: " + c.client() + ".");
        }
        lines.add(MockShareText.line(results.mockShare()));
        if (c.aotCache() != null) {
            lines.add(aotCacheLine(results));
        }
        lines.add(capacityLine(results));
        lines.add(String.format(
                Locale.ROOT,
                "Machine: %d CPUs, %.1f GiB, %s; commit %s.",
                c.machineCpus(),
                c.machineMemoryBytes() / (1024.0 * 1024 * 1024),
                c.os(),
                c.gitCommit() == null ? "unknown" : c.gitCommit()));
        for (String warning : c.warnings()) {
            lines.add("WARNING: " + warning);
        }
        return String.join("\n", lines);
    }

    /** The mock's capacity per concurrency, measured at the run's start, and how. */
    public static String capacityLine(RunResults results) {
        Conditions c = results.conditions();
        if (c.mockCapacity() == null || c.mockCapacity().isEmpty()) {
            return "Mock capacity: n/a (not measured in this run).";
        }
        return "Mock capacity: "
                + String.join(
                        ", ",
                        c.mockCapacity().stream()
                                .map(m -> String.format(
                                        Locale.ROOT,
                                        "%,.0f pages/s at %d walk(s) at once (%,d pages in %.1f s)",
                                        m.pagesPerSecond(),
                                        m.concurrency(),
                                        m.pages(),
                                        m.durationNanos() / 1e9))
                                .toList())
                + "; measured " + c.mockCapacityMethod() + ". A row at "
                + Math.round(MockBound.SHARE * 100) + "% or more of it is marked " + MockBound.LABEL + ".";
    }

    /** How the workers' AOT cache was made and how many worker JVMs say they mapped it. */
    static String aotCacheLine(RunResults results) {
        AotCacheReport aot = results.conditions().aotCache();
        if (!aot.inUse()) {
            return "AOT cache: " + aot.status() + " (" + aot.note() + ").";
        }
        List<AotCacheUse> uses = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .map(Repetition::aotCache)
                .filter(Objects::nonNull)
                .toList();
        long mapped = uses.stream().filter(u -> Boolean.TRUE.equals(u.mapped())).count();
        return String.format(
                Locale.ROOT,
                "AOT cache: %s; mapped by %d of %d worker JVMs (each JVM's own -Xlog:aot report); %s.",
                aot.trainingMillis() == null
                        ? "reused"
                        : String.format(
                                Locale.ROOT,
                                "trained by this run in %.1f s (counted in the run's time)",
                                aot.trainingMillis() / 1000.0),
                mapped,
                uses.size(),
                aot.note());
    }
}
