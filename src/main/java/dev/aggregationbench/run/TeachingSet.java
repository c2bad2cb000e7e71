package dev.aggregationbench.run;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * What {@code --scenario=all} runs: each scenario once, in the order a learner meets them, at sizes small enough
 * that the whole set finishes in minutes on a 2-core machine. The sizes are written here and nowhere else
 * (docs/measuring.md lists them). The knobs a step sets are refused with {@code all} ({@link RunRules}); every
 * other knob the user gives (cpus, heap, gc, repetitions, warm-up, isolation, variants, seed, ...) applies to every
 * step, and so does {@code orders} when it is given (differs from its default): then it replaces each step's own.
 */
public final class TeachingSet {

    /**
     * One scenario of the set with its own sizes.
     *
     * @param orders        the data set, unless the user gives {@code --orders}
     * @param latencyMillis per-page latency the mock adds, fixed (so the bounds are known)
     * @param concurrency   fan-out's sweep of K; the largest is above {@code threads}, so the pool limit shows
     * @param threads       fan-out: the blocking styles' platform pool
     * @param faultRate     faults: the share of faulty pages
     */
    public record Step(
            String scenario,
            long orders,
            int pageSize,
            int latencyMillis,
            int workPerOrderMicros,
            List<Integer> concurrency,
            String threads,
            double faultRate) {

        public Step {
            concurrency = List.copyOf(concurrency);
        }
    }

    /** The knobs besides the scenario knobs that each step sets: refused with {@code all} ({@link RunRules}). */
    static final Set<Knob> STEP_SIZES = Set.of(Knob.PAGE_SIZE);

    private static final List<Integer> ONE = List.of(1);
    private static final String POOL = Knob.THREADS.definition().defaultValue();

    /**
     * The set. Sequential: 100 pages, no latency. Latency: 20 pages x 20 ms. Pipelined: 20 pages x 20 ms with
     * 20 us per order (a page's work, 20 ms, equals its latency: sequential bound 0.8 s, pipelined 0.4 s).
     * Fan-out: 10,000 orders in pages of 100 with 10 ms per page, K = 1, 10, 100, 1000 over a pool of 50 (K = 1 walks
     * 100 pages, K = 1000 walks one page each: 20 waves on the pool). Faults: 20 pages x 10 ms, 5% of them faulty.
     */
    public static final List<Step> STEPS = List.of(
            new Step(Scenarios.SEQUENTIAL, 100_000, 1000, 0, 0, ONE, POOL, 0),
            new Step(Scenarios.LATENCY, 20_000, 1000, 20, 0, ONE, POOL, 0),
            new Step(Scenarios.PIPELINED, 20_000, 1000, 20, 20, ONE, POOL, 0),
            new Step(Scenarios.FAN_OUT, 10_000, 100, 10, 0, List.of(1, 10, 100, 1000), "50", 0),
            new Step(Scenarios.FAULTS, 20_000, 1000, 10, 0, ONE, POOL, RunOptions.SCENARIO_FAULT_RATE));

    private TeachingSet() {}

    /** The largest K of the set: {@code orders} given with {@code all} must be at least this (one order per walk). */
    public static int largestConcurrency() {
        return STEPS.stream()
                .mapToInt(s -> Collections.max(s.concurrency()))
                .max()
                .orElseThrow();
    }

    /** Each step's options: the step's scenario knobs and sizes, the user's other knobs. */
    public static List<RunOptions> plan(RunOptions user) {
        return plan(user, user.isolation());
    }

    /** As {@link #plan(RunOptions)}, every scenario in {@code isolation} (the set's one decision for {@code auto}). */
    public static List<RunOptions> plan(RunOptions user, IsolationMode isolation) {
        boolean ordersGiven = user.orders() != RunOptions.defaults().orders();
        return STEPS.stream()
                .map(step -> RunOptions.from(user.forScenario(step.scenario())
                        .values()
                        .with(Knob.ISOLATION, isolation.id())
                        .with(Knob.ORDERS, String.valueOf(ordersGiven ? user.orders() : step.orders()))
                        .with(Knob.PAGE_SIZE, String.valueOf(step.pageSize()))
                        .with(Knob.LATENCY_MILLIS, String.valueOf(step.latencyMillis()))
                        .with(Knob.WORK_PER_ORDER_MICROS, String.valueOf(step.workPerOrderMicros()))
                        .with(Knob.CONCURRENCY, KnobValues.listText(step.concurrency()))
                        .with(Knob.THREADS, step.threads())
                        .with(Knob.FAULT_RATE, String.valueOf(step.faultRate()))))
                .toList();
    }
}
