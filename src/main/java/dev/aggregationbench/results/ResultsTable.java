package dev.aggregationbench.results;

import com.github.freva.asciitable.AsciiTable;
import com.github.freva.asciitable.Column;
import com.github.freva.asciitable.HorizontalAlign;
import dev.aggregationbench.measurement.TimeMeasurement;
import dev.aggregationbench.measurement.WorkerResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The results table, as text (box drawing) or Markdown. Each cell is the median over the repetitions that ended
 * ok, then its spread: min-max, and a 95% confidence interval of the mean when there are at least 3.
 */
public final class ResultsTable {

    /** A column: its header and the figures shown in it. */
    private record Col(String header, Function<VariantResults, String> cell) {}

    private static final List<Col> COLUMNS = List.of(
            new Col("Variant", VariantResults::variant),
            new Col("Duration", v -> cell(v, Figure.DURATION_NANOS)),
            new Col("CPU", v -> cell(v, Figure.CPU_TIME_NANOS)),
            new Col("Peak heap", v -> cell(v, Figure.PEAK_HEAP_BYTES)),
            new Col("Live heap after GC", v -> cell(v, Figure.LIVE_HEAP_AFTER_GC_BYTES)),
            new Col("Alloc/order", v -> cell(v, Figure.ALLOCATED_BYTES_PER_ORDER)),
            new Col("Alloc rate", v -> cell(v, Figure.ALLOCATION_RATE_BYTES_PER_SECOND)),
            new Col("GCs", v -> cell(v, Figure.GC_PAUSE_COUNT)),
            new Col("GC pause", v -> cell(v, Figure.GC_PAUSE_MILLIS)),
            new Col("Result", ResultsTable::result));

    /** The second table: the JVM's first pass (cold) beside the measured one (steady), and how warm-up ended. */
    private static final List<Col> COLD_AND_STEADY = List.of(
            new Col("Variant", VariantResults::variant),
            new Col("Cold time", v -> cell(v, Figure.COLD_DURATION_NANOS)),
            new Col("Cold CPU", v -> cell(v, Figure.COLD_CPU_TIME_NANOS)),
            new Col("Cold alloc/order", v -> cell(v, Figure.COLD_ALLOCATED_BYTES_PER_ORDER)),
            new Col("Steady time", v -> cell(v, Figure.DURATION_NANOS)),
            new Col("Steady CPU", v -> cell(v, Figure.CPU_TIME_NANOS)),
            new Col("Steady alloc/order", v -> cell(v, Figure.ALLOCATED_BYTES_PER_ORDER)),
            new Col("Idle", v -> cell(v, Figure.IDLE_NANOS)),
            new Col("In send", v -> cell(v, Figure.RESPONSE_WAIT_NANOS)),
            new Col("Warm-up passes", v -> cell(v, Figure.WARMUP_PASSES)),
            new Col("JIT quiet", ResultsTable::converged),
            new Col("JIT in measured pass", v -> cell(v, Figure.COMPILATION_MILLIS)));

    private ResultsTable() {}

    public static String text(RunResults results) {
        return text(results, COLUMNS) + "\n" + COLD_AND_STEADY_TITLE + "\n" + text(results, COLD_AND_STEADY) + "\n"
                + ScenarioTable.text(results) + legend(results) + "\n" + conditions(results) + "\n" + results.ranking()
                + "\n";
    }

    private static final String COLD_AND_STEADY_TITLE = "Cold (the JVM's first pass) and steady (the measured pass):";

    private static String text(RunResults results, List<Col> cols) {
        Column[] columns = cols.stream()
                .map(c -> new Column()
                        .header(c.header())
                        .dataAlign(
                                c.header().equals("Variant") || c.header().equals("Result")
                                        ? HorizontalAlign.LEFT
                                        : HorizontalAlign.RIGHT))
                .toArray(Column[]::new);
        String[][] rows = results.variants().stream()
                .map(v -> cols.stream().map(c -> c.cell().apply(v)).toArray(String[]::new))
                .toArray(String[][]::new);
        return AsciiTable.builder()
                .border(AsciiTable.FANCY_ASCII)
                .data(columns, rows)
                .asString();
    }

    public static String markdown(RunResults results) {
        return markdown(results, COLUMNS) + "\n" + COLD_AND_STEADY_TITLE + "\n\n" + markdown(results, COLD_AND_STEADY)
                + ScenarioTable.text(results) + "\n" + legend(results) + "\n\n"
                + conditions(results).replace("\n", "  \n") + "\n\n"
                + results.ranking() + "\n";
    }

    private static String markdown(RunResults results, List<Col> cols) {
        StringBuilder md = new StringBuilder();
        md.append('|')
                .append(String.join("|", cols.stream().map(Col::header).toList()))
                .append("|\n");
        md.append('|').append("---|".repeat(cols.size())).append('\n');
        for (VariantResults v : results.variants()) {
            md.append('|');
            for (Col c : cols) {
                md.append(c.cell().apply(v).replace("\n", "<br>")).append('|');
            }
            md.append('\n');
        }
        return md.toString();
    }

    /** "3/3": the JVMs whose warm-up ended with the JIT quiet (2 passes in a row), of those with a document. */
    static String converged(VariantResults v) {
        List<Boolean> flags = v.repetitions().stream()
                .filter(r -> r.worker() != null && r.worker().steadyState() != null)
                .map(r -> r.worker().steadyState().converged())
                .toList();
        if (flags.isEmpty() || flags.stream().allMatch(java.util.Objects::isNull)) {
            return Units.NOT_MEASURED;
        }
        return flags.stream().filter(Boolean.TRUE::equals).count() + "/" + flags.size();
    }

    /** One cell: the median, then min–max, then the CI, one per line; "n/a" when not measured. */
    public static String cell(VariantResults v, Figure figure) {
        FigureSummary s = v.figure(figure);
        if (s.median() == null) {
            if (figure == Figure.LIVE_HEAP_AFTER_GC_BYTES && s.missing() > 0) {
                return Units.NOT_MEASURED + "\n(no GC)";
            }
            return Units.NOT_MEASURED;
        }
        String text = Units.of(figure, s.median());
        if (s.n() > 1) {
            text += "\n" + Units.bare(figure, s.min()) + "–" + Units.bare(figure, s.max());
        }
        if (s.ciLow() != null) {
            text += "\nCI " + Units.bare(figure, Math.max(0, s.ciLow())) + "–" + Units.bare(figure, s.ciHigh());
        }
        if (s.missing() > 0) {
            text += "\n(" + s.missing() + " n/a)";
        }
        return text;
    }

    /**
     * The Result cell: "ok (3/3)" or, e.g., "out-of-memory (1/3 ok)"; a second line {@value MockBound#LABEL} when the
     * row's single walk reached {@link MockBound#SHARE} of the mock's capacity (fan-out rows are marked in the
     * scenario table, per K).
     */
    public static String result(VariantResults v) {
        long ok = v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .count();
        String mark = MockBound.walkMarked(v) ? "\n" + MockBound.LABEL : "";
        if (v.status() == RepetitionStatus.OK) {
            return "ok (" + ok + "/" + v.repetitions().size() + ")" + mark;
        }
        return v.status().label() + " (" + ok + "/" + v.repetitions().size() + " ok)" + mark;
    }

    public static String legend(RunResults results) {
        return "Each cell: median over the repetitions that ended ok (one fresh JVM each), then min–max, then the 95% "
                + "CI of the mean (n >= 3).\nAll figures are JVM/kernel counters of the measured pass (steady, after "
                + "the warm-up), none is sampled (allocation: the JVM's per-thread counter, documented as approximate, "
                + "within 1% of what -Xlog:gc implies: AllocationCounterAgainstGcLogTest); cold = the same counters over "
                + "the JVM's first pass. JIT quiet = JVMs whose "
                + "last 2 warm-up passes each compiled <= 50 ms (the warm-up may stop at its cap before). Peak heap = sum of the heap pools' peaks (an upper bound; it tracks GC sizing more than "
                + "need).\nLive heap after GC = the most heap in use right after any GC of the pass: what the variant "
                + "kept reachable. GCs = stop-the-world pauses. MB = 10^6 bytes. transport = fetch and decode every "
                + "page, no aggregation.\nIdle = wall minus CPU of the measured pass (one CPU): no worker thread ran, "
                + "it waited for the mock. In send = the callers' time inside HttpClient.send until each answer's "
                + "headers (blocking styles only): the wait plus the HttpClient's own work on the same CPU."
                + (MockBound.anyMarked(results) ? "\n" + MockBound.footnote() : "");
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

    /**
     * The mock's service time and the fastest variant's wait for it, against the goal of at most 20% of the pass.
     * The wait is the pass's idle time where the worker had one CPU (wall minus CPU: no worker thread ran, so the
     * walk waited for the mock; JIT or GC threads running during a wait hide that part of it). The time inside
     * {@code HttpClient.send} is shown beside it: it also holds the HttpClient's own selector thread, which reads
     * each answer on that same CPU. With neither, estimated as pages x the mock's CPU per page (a lower bound).
     */
    static String mockLine(RunResults results) {
        Conditions c = results.conditions();
        if (c.mockCpuNanosPerPage() == null) {
            return "Mock: CPU per page n/a (the mock did not report its CPU time).";
        }
        long pages = (c.orders() + c.pageSize() - 1) / c.pageSize();
        VariantResults fastest = results.variants().stream()
                .filter(v -> !v.variant().equals(WorkerResult.TRANSPORT))
                .filter(v -> median(v, Figure.DURATION_NANOS) != null)
                .min(java.util.Comparator.comparing(v -> median(v, Figure.DURATION_NANOS)))
                .orElse(null);
        String perPage = String.format(
                Locale.ROOT,
                "Mock: %.3f ms CPU per page served (measured: its service time, "
                        + "median over the run's JVMs, from its /orders/info)",
                c.mockCpuNanosPerPage() / 1e6);
        if (fastest == null) {
            return perPage + ".";
        }
        double pass = median(fastest, Figure.DURATION_NANOS);
        Double idle = median(fastest, Figure.IDLE_NANOS);
        Double inSend = median(fastest, Figure.RESPONSE_WAIT_NANOS);
        String who = String.format(
                Locale.ROOT, "the fastest variant (%s, %s)", fastest.variant(), Units.of(Figure.DURATION_NANOS, pass));
        String send = inSend == null
                ? ""
                : String.format(
                        Locale.ROOT,
                        "; its caller spent %s, %.0f%%, inside "
                                + "HttpClient.send, which also holds the HttpClient's own work on the worker's CPU",
                        Units.of(Figure.DURATION_NANOS, inSend),
                        100 * inSend / pass);
        double share;
        double resolution = 0; // of the share: CPU time is counted in clock ticks
        String how;
        if (idle != null) {
            share = idle / pass;
            boolean toTheNanosecond = fastest.repetitions().stream()
                    .filter(r -> r.worker() != null)
                    .flatMap(r -> r.worker().passes().stream().limit(1))
                    .allMatch(p ->
                            TimeMeasurement.CPU_CLOCK_THREADS.equals(p.time().cpuClock()));
            resolution = toTheNanosecond ? 0 : CPU_TICK_NANOS / pass;
            how = String.format(
                            Locale.ROOT,
                            "; %s was idle %s of it, %.1f%%%s (measured: wall minus CPU of the "
                                    + "pass, median, the CPU %s: no worker thread ran, so it waited for the mock; JIT or GC work "
                                    + "during a wait hides that part, see 'JIT in measured pass')",
                            who,
                            Units.of(Figure.DURATION_NANOS, idle),
                            100 * share,
                            toTheNanosecond ? "" : String.format(Locale.ROOT, " ± %.1f", 100 * resolution),
                            toTheNanosecond ? "summed from every thread's run time" : "counted in 10 ms ticks")
                    + send;
        } else if (inSend != null) {
            share = inSend / pass;
            how = "; " + who + ": idle time n/a (more than one CPU)" + send + " (this counts as its wait)";
        } else {
            share = pages * c.mockCpuNanosPerPage() / pass;
            how = String.format(
                    Locale.ROOT,
                    "; %d pages x that = %.0f%% of %s: estimated, a lower bound of its wait",
                    pages,
                    100 * share,
                    who);
        }
        return perPage + how + verdict(share, resolution);
    }

    /** The 20% goal against a share known to within ± resolution. */
    static String verdict(double share, double resolution) {
        if (share - resolution > 0.20) {
            double points = 100 * (share - 0.20);
            return String.format(
                    Locale.ROOT,
                    " — MORE than the 20%% goal, by " + (points < 1 ? "%.1f" : "%.0f")
                            + " points: the mock, not only the variant, sets this pace.",
                    points);
        }
        return share + resolution <= 0.20
                ? " (within the 20% goal)."
                : " (at the 20% goal: not resolved at this " + "resolution).";
    }

    /** Process CPU time on Linux moves in clock ticks (USER_HZ = 100): a difference of two readings is off by < 1. */
    private static final double CPU_TICK_NANOS = 10_000_000;

    private static Double median(VariantResults v, Figure figure) {
        FigureSummary summary = v.summary().get(figure);
        return summary == null ? null : summary.median();
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
                .filter(java.util.Objects::nonNull)
                .toList();
        long mapped = uses.stream().filter(u -> Boolean.TRUE.equals(u.mapped())).count();
        return String.format(
                Locale.ROOT,
                "AOT cache: %s; mapped by %d of %d worker JVMs (each JVM's own -Xlog:aot " + "report); %s.",
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

    static String conditions(RunResults results) {
        Conditions c = results.conditions();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "Conditions: %s isolation, %s CPU(s) and %s memory per variant JVM, heap %s, "
                        + "GC %s, %s; %,d orders, page size %d, seed %d; warm-up %s + 1 measured pass per JVM, "
                        + "%d JVM(s) per variant.",
                c.isolation(),
                Units.count(c.cpus()),
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
        lines.add(mockLine(results));
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
}
