package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.advancedKnob;
import static dev.aggregationbench.knob.Definition.fanOut;
import static dev.aggregationbench.knob.Definition.knob;
import static dev.aggregationbench.knob.Definition.mock;
import static dev.aggregationbench.knob.Definition.oneOf;
import static dev.aggregationbench.knob.Definition.or;
import static dev.aggregationbench.knob.Definition.range;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Every knob of a run, each defined once, here: names, values ({@link Kind}), default, meaning, the scenarios that
 * read it, the programs that take it ({@link Program}) and what {@code auto} becomes, naming only what differs from
 * the usual ({@link Definition}), in the order the CLI's help lists them. Everything else reads a knob through
 * its {@link #definition()}: the CLI, the worker and the mock ({@link KnobCli}), the REST body, its validation and
 * OpenAPI schema, {@code RunOptions} and so results.json, the web form and docs/options.md. Adding a knob is its
 * constant here, plus its use.
 *
 * <p>One name everywhere: {@link Definition#field()} ({@code intervalMillis}) in REST and results.json, its
 * kebab-case ({@code --interval-millis}) on the CLI; old spellings stay accepted ({@link Definition#aliases()}).
 * {@code mock(...)}: the mock takes it too; {@code fanOut(...)}: only the fan-out reads it, the worker takes it;
 * {@code advancedKnob(...)}: the web form keeps it under "advanced".
 */
public enum Knob {
    ORDERS(mock("orders", "Orders").takes(range(1, 100_000_000), "500000").means("orders in the data set")),
    PAGE_SIZE(mock("pageSize", "Orders per page")
            .oldNames("pageSize")
            .takes(range(1, 10_000), "1000")
            .means("orders per page")),
    CPUS(knob("cpus", "CPUs per JVM")
            .takes(new Kind.Decimal(0.1, Double.POSITIVE_INFINITY), "1")
            .means("""
                    CPUs per variant JVM, fractions allowed, at most the machine's (with less than 0.1 a JVM does \
                    not even start within the timeout)""")),
    MEMORY(advancedKnob("memory", "Memory limit per container")
            .takes(new Size(null), "1g")
            .means("memory limit per variant container (Docker syntax), at most the machine's")),
    HEAP(advancedKnob("heap", "Heap per JVM (-Xmx)")
            .takes(new Size("16m"), "512m")
            .means("-Xmx of each variant JVM, below the memory limit (-Xms is min(256m, heap))")),
    GC(advancedKnob("gc", "Garbage collector")
            .takes(
                    new ListOf(new Kind.Choice(List.of("G1", "ZGC", "Shenandoah", "Parallel", "Serial"), true), true),
                    "G1")
            .means("""
                    garbage collector, always passed explicitly (below 2 CPUs HotSpot would pick Serial); a list is \
                    a matrix dimension: G1,ZGC,Parallel runs every variant on each, a cell per collector""")
            .see("docs/matrix.md")),
    JDK(advancedKnob("jdk", "JDK of the workers")
            .takes(new ListOf(new Kind.Text("a JDK"), true), "current")
            .label("JDK")
            .means("""
                    the JDK the worker JVMs run on: current (the one running benchmark.sh; in Docker the image's), a \
                    feature version (21, 25: looked up in JAVA_HOME, /usr/lib/jvm, SDKMAN, ~/.jdks and the project's \
                    cache) or a JDK home; a list is a matrix dimension: 21,25 runs every variant on each, a cell per \
                    JDK""")
            .see("docs/matrix.md")),
    INTERVAL_MILLIS(advancedKnob("intervalMillis", "Heap sampling interval (ms)")
            .takenBy(Program.WORKER)
            .oldNames("interval")
            .takes(range(10, 60_000, "ms"), "100")
            .means("sampling interval of the heap timeline")),
    VARIANTS(knob("variants", "Variants")
            .takes(
                    new ListOf(new Kind.Text("a variant id"), true),
                    "naive,stream,iterator,async,reactor,virtual-threads")
            .means("the variants to run, each in its own JVMs (the transport row is always measured too)")),
    REPETITIONS(knob("repetitions", "Fresh JVMs per variant")
            .takes(range(1, 100), "3")
            .means("fresh JVMs per variant")),
    WARMUP(knob("warmup", "Warm-up passes")
            .takenBy(Program.WORKER)
            .takes(or("auto", range(0, 100, "passes")), "auto")
            .means("""
                    unmeasured passes inside each JVM before the measured one: auto runs them until the JIT is quiet \
                    (within a cap of passes and seconds); 1 is the quick mode, and the table says whether each JVM \
                    was steady""")
            .see("docs/measuring.md#cold-and-steady")),
    SEED(advancedKnob("seed", "Seed of the orders")
            .takenBy(Program.MOCK)
            .takes(range(Long.MIN_VALUE, Long.MAX_VALUE), "42")
            .means("seed of the generated orders")),
    ISOLATION(advancedKnob("isolation", "Isolation")
            .takes(oneOf("auto", "docker", "process"), "auto")
            .means("where each variant's JVM runs (auto: docker when an engine answers, else process)")),
    DOCKER_NETWORK(advancedKnob("dockerNetwork", "Docker network")
            .takes(oneOf("host", "bridge"), "host")
            .means("the containers' network (host keeps all traffic on 127.0.0.1)")),
    TIMEOUT_SECONDS(advancedKnob("timeoutSeconds", "Timeout per JVM (s)")
            .oldNames("timeout")
            .takes(range(1, Integer.MAX_VALUE, "s"), "600")
            .means("time a variant JVM may take before it is killed and reported")),
    SCENARIO(knob("scenario", "Scenario")
            .takenBy(Program.WORKER)
            .takes(oneOf("sequential", "latency", "pipelined", "fan-out", "faults", "all"), "sequential")
            .means("""
                    what each variant runs; all (CLI only) runs the teaching set: each scenario at its own small \
                    sizes, each into a directory of its own under the output directory, with an index""")
            .see("docs/scenarios/")),
    LATENCY_MILLIS(mock("latencyMillis", "Latency per page (ms)")
            .takes(or("auto", new LatencySyntax()), "auto")
            .readBy("latency", "pipelined", "fan-out", "faults")
            .auto("20", "sequential", "0")
            .means("per-page latency the mock adds, seeded: every variant meets the same delays")),
    WORK_PER_ORDER_MICROS(knob("workPerOrderMicros", "Work per order (µs)")
            .takenBy(Program.WORKER)
            .takes(range(0, 100_000, "microseconds"), "0")
            .readBy("pipelined")
            .means("busy CPU work per order")),
    CONCURRENCY(fanOut("concurrency", "Aggregations at once (K)")
            .takes(new ListOf(range(1, 100_000), true), "1")
            .label("K")
            .means("""
                    aggregations at once (K), each over its own partition, so at most the orders; a list is a sweep: \
                    1,10,100,1000""")),
    THREADS(fanOut("threads", "Platform threads in the pool")
            .takes(or(Knob.THREADS_SPRING_VIRTUAL, or(Knob.THREADS_PER_AGGREGATION, range(1, 10_000))), "200")
            .means("""
                    platform threads in the pool of the blocking styles (naive, stream, iterator), or one per \
                    aggregation, or spring-virtual: Spring's task executor with spring.threads.virtual.enabled, a \
                    virtual thread per aggregation""")),
    FAULT_RATE(mock("faultRate", "Share of faulty pages")
            .takes(or("auto", new Kind.Decimal(0, 1)), "auto")
            .readBy("faults", "fan-out")
            .auto("0", "faults", "0.05")
            .means("share of faulty pages, seeded: every variant meets the same faults")),
    FAULT_KINDS(mock("faultKinds", "Kinds of fault")
            .takes(
                    new ListOf(new Kind.Choice(List.of("unavailable", "reset", "slow", "malformed"), false), false),
                    "unavailable,reset,slow,malformed")
            .readBy("faults", "fan-out")
            .label("KIND")
            .means("the kinds of fault injected, each equally likely")),
    MAX_ATTEMPTS(knob("maxAttempts", "Attempts per page")
            .takenBy(Program.WORKER)
            .takes(range(1, 10), "4")
            .means("""
                    attempts each page request gets before its page fails, the first included (1: no retries), the \
                    shared client's backoff between them (50 ms, doubling, at most 2 s); a 429 has a budget of its \
                    own""")
            .see("docs/scenarios/faults.md")),
    LOCK(fanOut("lock", "Lock held while fetching")
            .takes(oneOf("none", "synchronized", "reentrant"), "none")
            .means("""
                    each aggregation fetches its pages while holding a lock of its own (none, synchronized: a \
                    per-aggregation monitor; reentrant: a ReentrantLock); on JDK 21 a virtual thread blocked inside \
                    synchronized pins its carrier""")),
    CONTEXT(fanOut("context", "Context carried to each request")
            .takes(oneOf("none", "thread-local", "mdc", "inheritable", "reactor-context", "scoped-value"), "none")
            .means("""
                    what carries each aggregation's id to its page requests (header X-Context-Id, counted by the \
                    mock as right, none or wrong): a ThreadLocal, SLF4J's MDC, an InheritableThreadLocal, Reactor's \
                    Context, a ScopedValue (JDK 25 only)""")
            .see("docs/scenarios/context.md")),
    CONTEXT_PROPAGATION(fanOut("contextPropagation", "How the context is carried")
            .takes(oneOf("as-written", "fixed"), "as-written")
            .means("""
                    how each style carries the --context: as most code writes it, or with its fix (capture and \
                    restore around each stage, Reactor's automatic context propagation)""")
            .see("docs/scenarios/context.md")),
    MAX_IN_FLIGHT(fanOut("maxInFlight", "Most at once, each style bounded (M)")
            .takes(new ListOf(or("none", range(1, 100_000)), true), "none")
            .label("M")
            .means("""
                    at most M at once, each style bounded in its own idiom (virtual threads: a Semaphore around each \
                    fetch; async: a limiter in front of sendAsync; reactor: flatMap's concurrency; the blocking \
                    styles: a pool of M, or with --threads=spring-virtual Spring's concurrency limit); none: all K \
                    at once; a list is a sweep: none,50""")
            .see("docs/scenarios/bounded-fan-out.md")),
    DEADLINE_MILLIS(fanOut("deadlineMillis", "Deadline per aggregation (ms)")
            .takes(or("none", range(1, 3_600_000, "ms")), "none")
            .means("""
                    each aggregation must end within this many ms of the fan-out's start, in each style's idiom \
                    (Future.get with a timeout and cancel, orTimeout, Reactor's timeout); one that does not is \
                    counted as timed out, never as correct; the fan-out is then unbounded""")
            .see("docs/scenarios/deadlines.md")),
    FAIL_FAST(fanOut("failFast", "Fail fast: the first failure cancels the rest")
            .takes(oneOf(Knob.OFF, Knob.ON), Knob.OFF)
            .means("""
                    with --fault-rate, a faulty page fails every attempt, so its aggregation fails once its retries \
                    are spent, and the first failed aggregation cancels the rest, in each style's idiom \
                    (cancel(true) on the other futures, a cancelled flag checked before each sendAsync, the error of \
                    Reactor's flatMap); the others are counted as cancelled, never as correct; --fail-fast alone is \
                    on; the fan-out is then unbounded""")
            .see("docs/scenarios/fail-fast.md")),
    API_MAX_IN_FLIGHT(mock("apiMaxInFlight", "API limit: requests at once (N)")
            .takes(or("none", range(1, 100_000, "requests")), "none")
            .label("N")
            .means("""
                    page requests the mock admits at once (N), like an API that limits its clients: above it a \
                    request is answered 429 with Retry-After, and the mock counts them (none: no limit)""")
            .see("docs/scenarios/bounded-fan-out.md")),
    CLIENT(knob("client", "HTTP client")
            .takenBy(Program.WORKER)
            .takes(new ListOf(new Kind.Choice(List.of("jdk", "spring"), false), true), "jdk")
            .means("""
                    the HTTP client every variant uses: jdk (the JDK's HttpClient) or spring (RestClient for the \
                    blocking styles, WebClient on Reactor Netty for async and reactor, on the request factory and \
                    connector Spring Boot picks); a list is a matrix dimension: jdk,spring runs every variant on \
                    each, a cell per client""")
            .see("docs/scenarios/spring-clients.md")),
    AOT_CACHE(advancedKnob("aotCache", "AOT cache")
            .takes(oneOf(Knob.ON, Knob.OFF), Knob.ON)
            .means("""
                    JDK 25 AOT cache (loaded classes, method profiles) for every worker JVM: trained once per build \
                    and JVM flags, kept under target/app/aot/; process isolation only; off, with the reason, when \
                    the workers' JDK is older than 25""")
            .see("docs/measuring.md#the-aot-cache"));

    /** An on/off knob's values; given without a value on the command line, such a knob is {@value #ON}. */
    public static final String ON = "on";

    public static final String OFF = "off";

    /** {@code --threads}: a platform thread per aggregation. */
    public static final String THREADS_PER_AGGREGATION = "per-aggregation";
    /** {@code --threads}: Spring Boot's task executor on virtual threads. */
    public static final String THREADS_SPRING_VIRTUAL = "spring-virtual";

    private final Definition definition;

    Knob(Definition.Builder definition) {
        this.definition = definition.build();
    }

    /** The knob's definition, as its constant writes it: every fact about the knob is read from it. */
    public Definition definition() {
        return definition;
    }

    /** The knobs this program takes, in their order. */
    public static Knob[] takenBy(Program program) {
        return Arrays.stream(values())
                .filter(k -> k.definition.isTakenBy(program))
                .toArray(Knob[]::new);
    }

    /** The knob a CLI option (any spelling, with its dashes) or a REST field names. */
    public static Optional<Knob> byName(String name) {
        String bare = name.startsWith("--") ? name.substring(2) : name;
        return Arrays.stream(values()).filter(k -> k.definition.isNamed(bare)).findFirst();
    }
}
