package dev.aggregationbench.web;

import static dev.aggregationbench.workerdoc.WorkerResult.BINDING;
import static dev.aggregationbench.workerdoc.WorkerResult.TRANSPORT;

import java.time.Duration;
import java.util.List;

/**
 * The small runs the page's tests start from the form: 4,000 orders ({@code -Dweb.orders} for more), naive and
 * stream, 2 repetitions each, in process isolation. A sequential run with naive shows the transport and the binding
 * rows too.
 */
final class SmallRuns {

    static final String ORDERS = System.getProperty("web.orders", "4000");
    static final List<String> VARIANTS = List.of("naive", "stream");
    static final int REPETITIONS = 2;
    /** Every row the live table shows, in order: the control rows, then the variants. */
    static final List<String> ALL_ROWS = List.of(TRANSPORT, BINDING, "naive", "stream");
    /** The live table's rows once a run ended: one per row and repetition. */
    static final int ROWS = ALL_ROWS.size() * REPETITIONS;

    static final Duration TIMEOUT = Duration.ofMinutes(6);

    private SmallRuns() {}

    /** Fills the form for a small run, starts it and returns its id once the page follows it. */
    static String start(WebPage page) {
        return page.startSmallRun(ORDERS, REPETITIONS, VARIANTS);
    }
}
