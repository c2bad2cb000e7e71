package dev.aggregationbench.results;

import dev.aggregationbench.text.KebabId;
import dev.aggregationbench.workerdoc.TimeMeasurement;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.Comparator;
import java.util.List;

/**
 * How much of the fastest variant's pass went waiting for the mock, against the goal of at most {@link #GOAL}: the
 * run's one verdict on whether the mock or the variants set the pace, computed once and kept in results.json. The
 * wait is the pass's idle time where the worker had one CPU (wall minus CPU: no worker thread ran, so the walk waited
 * for the mock; JIT or GC threads running during a wait hide that part of it); with more CPUs, the callers' time
 * inside {@code HttpClient.send}; with neither, estimated as pages × the mock's CPU per page (a lower bound).
 *
 * @param mockCpuNanosPerPage the mock's CPU time per page served (its service time), from the conditions
 * @param fastestVariant      the variant with the shortest median duration; {@code null} when none completed
 * @param passNanos           its median duration; {@code null} without a fastest variant
 * @param idleNanos           its median idle time; {@code null} when not measured (more than one CPU)
 * @param inSendNanos         its callers' median time inside {@code HttpClient.send}; {@code null} when not measured
 * @param pages               pages of one walk
 * @param method              how the share was found; {@code null} without a fastest variant
 * @param cpuToTheNanosecond  with {@code idle}: whether the CPU time was summed from every thread's run time (else
 *                            read in 10 ms ticks); {@code null} otherwise
 * @param share               the wait over the pass (0.2 = 20%); {@code null} without a fastest variant
 * @param resolution          how far the share may be off (ticks over the pass); 0 when known to the nanosecond
 * @param verdict             the share against the goal; {@code null} without a fastest variant
 */
public record MockShare(
        double mockCpuNanosPerPage,
        String fastestVariant,
        Double passNanos,
        Double idleNanos,
        Double inSendNanos,
        long pages,
        Method method,
        Boolean cpuToTheNanosecond,
        Double share,
        Double resolution,
        Verdict verdict) {

    /** At most 20% of the fastest pass waiting for the mock: below that the variants, not the mock, set the pace. */
    public static final double GOAL = 0.20;

    /** Process CPU time on Linux moves in clock ticks (USER_HZ = 100): a difference of two readings is off by < 1. */
    static final double CPU_TICK_NANOS = 10_000_000;

    /** How the share was found. */
    public enum Method implements KebabId {
        IDLE,
        IN_SEND,
        ESTIMATE
    }

    /** The share against the goal, given its resolution. */
    public enum Verdict implements KebabId {
        ABOVE,
        WITHIN,
        UNRESOLVED;

        /** The share known to within ± resolution, against the goal. */
        public static Verdict of(double share, double resolution) {
            if (share - resolution > GOAL) {
                return ABOVE;
            }
            return share + resolution <= GOAL ? WITHIN : UNRESOLVED;
        }
    }

    /** The run's mock share; {@code null} when the mock did not report its CPU time. */
    public static MockShare of(Conditions c, List<VariantResults> variants) {
        if (c == null || c.mockCpuNanosPerPage() == null) {
            return null;
        }
        long pages = c.pageSize() <= 0 ? 0 : (c.orders() + c.pageSize() - 1) / c.pageSize();
        VariantResults fastest = variants.stream()
                .filter(v -> !WorkerResult.isControl(v.variant()))
                .filter(v -> median(v, Figure.DURATION_NANOS) != null)
                .min(Comparator.comparing(v -> median(v, Figure.DURATION_NANOS)))
                .orElse(null);
        if (fastest == null) {
            return new MockShare(c.mockCpuNanosPerPage(), null, null, null, null, pages, null, null, null, null, null);
        }
        double pass = median(fastest, Figure.DURATION_NANOS);
        Double idle = median(fastest, Figure.IDLE_NANOS);
        Double inSend = median(fastest, Figure.RESPONSE_WAIT_NANOS);
        if (idle != null) {
            boolean toTheNanosecond = fastest.repetitions().stream()
                    .filter(r -> r.worker() != null)
                    .flatMap(r -> r.worker().passes().stream().limit(1))
                    .allMatch(p ->
                            TimeMeasurement.CPU_CLOCK_THREADS.equals(p.time().cpuClock()));
            double resolution = toTheNanosecond ? 0 : CPU_TICK_NANOS / pass;
            return found(c, fastest, pass, idle, inSend, pages, Method.IDLE, toTheNanosecond, idle / pass, resolution);
        }
        if (inSend != null) {
            return found(c, fastest, pass, null, inSend, pages, Method.IN_SEND, null, inSend / pass, 0);
        }
        double estimate = pages * c.mockCpuNanosPerPage() / pass;
        return found(c, fastest, pass, null, null, pages, Method.ESTIMATE, null, estimate, 0);
    }

    private static MockShare found(
            Conditions c,
            VariantResults fastest,
            double pass,
            Double idle,
            Double inSend,
            long pages,
            Method method,
            Boolean toTheNanosecond,
            double share,
            double resolution) {
        return new MockShare(
                c.mockCpuNanosPerPage(),
                fastest.variant(),
                pass,
                idle,
                inSend,
                pages,
                method,
                toTheNanosecond,
                share,
                resolution,
                Verdict.of(share, resolution));
    }

    private static Double median(VariantResults v, Figure figure) {
        FigureSummary summary = v.summary().get(figure);
        return summary == null ? null : summary.median();
    }
}
