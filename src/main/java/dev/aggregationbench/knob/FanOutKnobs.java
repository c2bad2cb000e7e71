package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;
import static dev.aggregationbench.knob.Definition.oneOf;
import static dev.aggregationbench.knob.Definition.or;
import static dev.aggregationbench.knob.Definition.whole;

/**
 * The knobs only the fan-out scenario reads: K aggregations at once, the blocking styles' threads, a lock held while
 * fetching, the context carried to each request, a bound M, a deadline and fail-fast. The worker takes each of them;
 * each is built, its default checked, by its {@link Knob}.
 */
final class FanOutKnobs {

    static final Definition.Builder CONCURRENCY = fanOut("concurrency", "Aggregations at once (K)")
            .takes(new ListOf(whole(1, 100_000), true), "1")
            .label("K")
            .means("aggregations at once (K), each over its own partition, so at most the orders; a list is a "
                    + "sweep: 1,10,100,1000");

    static final Definition.Builder THREADS = fanOut("threads", "Platform threads in the pool")
            .takes(or(Knob.THREADS_SPRING_VIRTUAL, or(Knob.THREADS_PER_AGGREGATION, whole(1, 10_000))), "200")
            .means("platform threads in the pool of the blocking styles (naive, stream, iterator), or one per "
                    + "aggregation, or spring-virtual: Spring's task executor with spring.threads.virtual.enabled, "
                    + "a virtual thread per aggregation");

    static final Definition.Builder LOCK = fanOut("lock", "Lock held while fetching")
            .takes(oneOf("none", "synchronized", "reentrant"), "none")
            .means("each aggregation fetches its pages while holding a lock of its own (none, synchronized: a "
                    + "per-aggregation monitor; reentrant: a ReentrantLock); on JDK 21 a virtual thread blocked inside "
                    + "synchronized pins its carrier");

    static final Definition.Builder CONTEXT = fanOut("context", "Context carried to each request")
            .takes(oneOf("none", "thread-local", "mdc", "inheritable", "reactor-context", "scoped-value"), "none")
            .means("what carries each aggregation's id to its page requests (header X-Context-Id, counted by the "
                    + "mock as right, none or wrong): a ThreadLocal, SLF4J's MDC, an InheritableThreadLocal, "
                    + "Reactor's Context, a ScopedValue (JDK 25 only)")
            .see("docs/scenarios/context.md");

    static final Definition.Builder CONTEXT_PROPAGATION = fanOut("contextPropagation", "How the context is carried")
            .takes(oneOf("as-written", "fixed"), "as-written")
            .means("how each style carries the --context: as most code writes it, or with its fix (capture and "
                    + "restore around each stage, Reactor's automatic context propagation)")
            .see("docs/scenarios/context.md");

    static final Definition.Builder MAX_IN_FLIGHT = fanOut("maxInFlight", "Most at once, each style bounded (M)")
            .takes(new ListOf(or("none", whole(1, 100_000)), true), "none")
            .label("M")
            .means("at most M at once, each style bounded in its own idiom (virtual threads: a Semaphore around "
                    + "each fetch; async: a limiter in front of sendAsync; reactor: flatMap's concurrency; the "
                    + "blocking styles: a pool of M, or with --threads=spring-virtual Spring's concurrency limit); "
                    + "none: all K at once; a list is a sweep: none,50")
            .see("docs/scenarios/bounded-fan-out.md");

    static final Definition.Builder DEADLINE_MILLIS = fanOut("deadlineMillis", "Deadline per aggregation (ms)")
            .takes(or("none", whole(1, 3_600_000, "ms")), "none")
            .means("each aggregation must end within this many ms of the fan-out's start, in each style's idiom "
                    + "(Future.get with a timeout and cancel, orTimeout, Reactor's timeout); one that does not is "
                    + "counted as timed out, never as correct; the fan-out is then unbounded")
            .see("docs/scenarios/deadlines.md");

    static final Definition.Builder FAIL_FAST = fanOut("failFast", "Fail fast: the first failure cancels the rest")
            .takes(oneOf(Knob.OFF, Knob.ON), Knob.OFF)
            .means("with --fault-rate, a faulty page fails every attempt, so its aggregation fails once its retries "
                    + "are spent, and the first failed aggregation cancels the rest, in each style's idiom "
                    + "(cancel(true) on the other futures, a cancelled flag checked before each sendAsync, the "
                    + "error of Reactor's flatMap); the others are counted as cancelled, never as correct; "
                    + "--fail-fast alone is on; the fan-out is then unbounded")
            .see("docs/scenarios/fail-fast.md");

    private FanOutKnobs() {}

    /** What every knob of this group shares: only the fan-out scenario reads it, and the worker takes it. */
    private static Definition.Builder fanOut(String field, String title) {
        return knob(field, title).readBy("fan-out").takenBy(Program.WORKER);
    }
}
