package dev.aggregationbench.results;

import java.util.Locale;

/** The run's {@link MockShare} in words: the full sentence under the detailed tables, and its verdict. */
final class MockShareText {

    private MockShareText() {}

    /** The mock's service time and the fastest variant's wait for it, how it was measured, and the verdict. */
    static String line(MockShare m) {
        if (m == null) {
            return "Mock: CPU per page n/a (the mock did not report its CPU time).";
        }
        String perPage = String.format(
                Locale.ROOT,
                "Mock: %.3f ms CPU per page served (measured: its service time, "
                        + "median over the run's JVMs, from its /orders/info)",
                m.mockCpuNanosPerPage() / 1e6);
        if (m.fastestVariant() == null) {
            return perPage + ".";
        }
        double pass = m.passNanos();
        String who = String.format(
                Locale.ROOT, "the fastest variant (%s, %s)", m.fastestVariant(), Units.of(Figure.DURATION_NANOS, pass));
        String send = m.inSendNanos() == null
                ? ""
                : String.format(
                        Locale.ROOT,
                        "; its caller spent %s, %.0f%%, inside "
                                + "HttpClient.send, which also holds the HttpClient's own work on the worker's CPU",
                        Units.of(Figure.DURATION_NANOS, m.inSendNanos()),
                        100 * m.inSendNanos() / pass);
        boolean toTheNanosecond = Boolean.TRUE.equals(m.cpuToTheNanosecond());
        String how =
                switch (m.method()) {
                    case IDLE ->
                        String.format(
                                        Locale.ROOT,
                                        "; %s was idle %s of it, %.1f%%%s (measured: wall minus CPU of the pass, "
                                                + "median, the CPU %s: no worker thread ran, so it waited for the "
                                                + "mock; JIT or GC work during a wait hides that part, see 'JIT in "
                                                + "measured pass')",
                                        who,
                                        Units.of(Figure.DURATION_NANOS, m.idleNanos()),
                                        100 * m.share(),
                                        toTheNanosecond
                                                ? ""
                                                : String.format(Locale.ROOT, " ± %.1f", 100 * m.resolution()),
                                        toTheNanosecond
                                                ? "summed from every thread's run time"
                                                : "counted in 10 ms ticks")
                                + send;
                    case IN_SEND ->
                        "; " + who + ": idle time n/a (more than one CPU)" + send + " (this counts as its wait)";
                    case ESTIMATE ->
                        String.format(
                                Locale.ROOT,
                                "; %d pages x that = %.0f%% of %s: estimated, a lower bound of its wait",
                                m.pages(),
                                100 * m.share(),
                                who);
                };
        return perPage + how + verdict(m.share(), m.resolution());
    }

    /** The goal against a share known to within ± resolution, as the end of {@link #line}. */
    static String verdict(double share, double resolution) {
        return switch (MockShare.Verdict.of(share, resolution)) {
            case ABOVE -> {
                double points = 100 * (share - MockShare.GOAL);
                yield String.format(
                        Locale.ROOT,
                        " — MORE than the 20%% goal, by " + (points < 1 ? "%.1f" : "%.0f")
                                + " points: the mock, not only the variant, sets this pace.",
                        points);
            }
            case WITHIN -> " (within the 20% goal).";
            case UNRESOLVED -> " (at the 20% goal: not resolved at this resolution).";
        };
    }

    /** The share in a few words for the summary: "waited for the mock 20.1% ± 2 of its pass". */
    static String share(MockShare m) {
        String percent = String.format(Locale.ROOT, "%.1f%%", 100 * m.share());
        String plusMinus = m.resolution() > 0 ? String.format(Locale.ROOT, " ± %.0f", 100 * m.resolution()) : "";
        return switch (m.method()) {
            case IDLE -> "waited for the mock " + percent + plusMinus + " of its pass";
            case IN_SEND -> "spent " + percent + " of its pass in HttpClient.send";
            case ESTIMATE -> "waited for the mock at least " + percent + " of its pass";
        };
    }
}
