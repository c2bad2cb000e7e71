package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every knob of a run, each defined once, here: its name, old names, values ({@link Kind}: type, unit, range or
 * choices), default, meaning, the scenarios that read it, the programs a run starts that take it ({@link Program})
 * and what {@code auto} becomes. Everything else reads it: the options of {@code ./benchmark.sh}, the worker and the
 * mock ({@link KnobCli}), the REST body, its validation and its OpenAPI schema, {@code RunOptions} and so
 * results.json's {@code options}, and the option table of docs/options.md. Adding a knob is one constant here, plus its use.
 *
 * <p>A knob has one name everywhere: the REST body and results.json use {@link #field()} ({@code intervalMillis}),
 * the CLI its kebab-case ({@code --interval-millis}). A unit is in the name ({@code Millis}) or in the value
 * ({@code 512m}). Old spellings stay accepted as {@link #aliases()}.
 */
public enum Knob {
    ORDERS(knob("orders")
            .shownAs("Orders")
            .takenBy(Program.MOCK)
            .whole(1, 100_000_000)
            .byDefault("500000")
            .means("orders in the data set")),
    PAGE_SIZE(knob("pageSize")
            .shownAs("Orders per page")
            .takenBy(Program.MOCK)
            .oldNames("pageSize")
            .whole(1, 10_000)
            .byDefault("1000")
            .means("orders per page")),
    CPUS(knob("cpus")
            .shownAs("CPUs per JVM")
            .kind(new Kind.Decimal(0.1, Double.POSITIVE_INFINITY))
            .byDefault("1")
            .means("CPUs per variant JVM, fractions allowed, at most the machine's (with less than 0.1 a JVM does "
                    + "not even start within the timeout)")),
    MEMORY(knob("memory")
            .shownAsAdvanced("Memory limit per container")
            .kind(new Size(null))
            .byDefault("1g")
            .means("memory limit per variant container (Docker syntax), at most the machine's")),
    HEAP(knob("heap")
            .shownAsAdvanced("Heap per JVM (-Xmx)")
            .kind(new Size("16m"))
            .byDefault("512m")
            .means("-Xmx of each variant JVM, below the memory limit (-Xms is min(256m, heap))")),
    GC(knob("gc")
            .shownAsAdvanced("Garbage collector")
            .kind(new ListOf(new Kind.Choice(List.of("G1", "ZGC", "Shenandoah", "Parallel", "Serial"), true), true))
            .byDefault("G1")
            .means("garbage collector, always passed explicitly (below 2 CPUs HotSpot would pick Serial); a list is "
                    + "a matrix dimension: G1,ZGC,Parallel runs every variant on each, a cell per collector")
            .see("docs/matrix.md")),
    JDK(knob("jdk")
            .shownAsAdvanced("JDK of the workers")
            .kind(new ListOf(new Kind.Text("a JDK"), true))
            .byDefault("current")
            .label("JDK")
            .means("the JDK the worker JVMs run on: current (the one running benchmark.sh), a feature version "
                    + "(21, 25: looked up in JAVA_HOME, /usr/lib/jvm, SDKMAN, ~/.jdks and the project's cache) or a JDK"
                    + " home; a list is a matrix dimension: 21,25 runs every variant on each, a cell per JDK")
            .see("docs/matrix.md")),
    INTERVAL_MILLIS(knob("intervalMillis")
            .shownAsAdvanced("Heap sampling interval (ms)")
            .takenBy(Program.WORKER)
            .oldNames("interval")
            .whole(10, 60_000, "ms")
            .byDefault("100")
            .means("sampling interval of the heap timeline")),
    VARIANTS(knob("variants")
            .shownAs("Variants")
            .kind(new ListOf(new Kind.Text("a variant id"), true))
            .byDefault("naive,stream,iterator,async,reactor,virtual-threads")
            .means("the variants to run, each in its own JVMs (the transport row is always measured too)")),
    REPETITIONS(knob("repetitions")
            .shownAs("Fresh JVMs per variant")
            .whole(1, 100)
            .byDefault("3")
            .means("fresh JVMs per variant")),
    WARMUP(knob("warmup")
            .shownAs("Warm-up passes")
            .takenBy(Program.WORKER)
            .kind(new Kind.Or("auto", new Kind.Whole(0, 100, "passes")))
            .byDefault("auto")
            .means("unmeasured passes inside each JVM before the measured one: auto runs them until the JIT is quiet"
                    + " (within a cap of passes and seconds); 1 is the quick mode, and the table says whether each "
                    + "JVM was steady")
            .see("docs/measuring.md#cold-and-steady")),
    SEED(knob("seed")
            .shownAsAdvanced("Seed of the orders")
            .takenBy(Program.MOCK)
            .whole(Long.MIN_VALUE, Long.MAX_VALUE)
            .byDefault("42")
            .means("seed of the generated orders")),
    ISOLATION(knob("isolation")
            .shownAsAdvanced("Isolation")
            .oneOf("auto", "docker", "process")
            .byDefault("auto")
            .means("where each variant's JVM runs (auto: docker when an engine answers, else process)")),
    DOCKER_NETWORK(knob("dockerNetwork")
            .shownAsAdvanced("Docker network")
            .oneOf("host", "bridge")
            .byDefault("host")
            .means("the containers' network (host keeps all traffic on 127.0.0.1)")),
    TIMEOUT_SECONDS(knob("timeoutSeconds")
            .shownAsAdvanced("Timeout per JVM (s)")
            .oldNames("timeout")
            .whole(1, Integer.MAX_VALUE, "s")
            .byDefault("600")
            .means("time a variant JVM may take before it is killed and reported")),
    SCENARIO(knob("scenario")
            .shownAs("Scenario")
            .takenBy(Program.WORKER)
            .oneOf("sequential", "latency", "pipelined", "fan-out", "faults", "all")
            .byDefault("sequential")
            .means("what each variant runs; all (CLI only) runs the teaching set: each scenario at its own small "
                    + "sizes, each into a directory of its own under the output directory, with an index")
            .see("docs/scenarios/")),
    LATENCY_MILLIS(knob("latencyMillis")
            .shownAs("Latency per page (ms)")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("auto", new LatencySyntax()))
            .byDefault("auto")
            .readBy("latency", "pipelined", "fan-out", "faults")
            .auto("20", "sequential", "0")
            .means("per-page latency the mock adds, seeded: every variant meets the same delays")),
    WORK_PER_ORDER_MICROS(knob("workPerOrderMicros")
            .shownAs("Work per order (µs)")
            .takenBy(Program.WORKER)
            .whole(0, 100_000, "microseconds")
            .byDefault("0")
            .readBy("pipelined")
            .means("busy CPU work per order")),
    CONCURRENCY(knob("concurrency")
            .shownAs("Aggregations at once (K)")
            .takenBy(Program.WORKER)
            .kind(new ListOf(new Kind.Whole(1, 100_000, ""), true))
            .byDefault("1")
            .readBy("fan-out")
            .label("K")
            .means("aggregations at once (K), each over its own partition, so at most the orders; a list is a "
                    + "sweep: 1,10,100,1000")),
    THREADS(knob("threads")
            .shownAs("Platform threads in the pool")
            .takenBy(Program.WORKER)
            .kind(new Kind.Or(
                    Knob.THREADS_SPRING_VIRTUAL,
                    new Kind.Or(Knob.THREADS_PER_AGGREGATION, new Kind.Whole(1, 10_000, ""))))
            .byDefault("200")
            .readBy("fan-out")
            .means("platform threads in the pool of the blocking styles (naive, stream, iterator), or one per "
                    + "aggregation, or spring-virtual: Spring's task executor with spring.threads.virtual.enabled, "
                    + "a virtual thread per aggregation")),
    FAULT_RATE(knob("faultRate")
            .shownAs("Share of faulty pages")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("auto", new Kind.Decimal(0, 1)))
            .byDefault("auto")
            .readBy("faults", "fan-out")
            .auto("0", "faults", "0.05")
            .means("share of faulty pages, seeded: every variant meets the same faults")),
    FAULT_KINDS(knob("faultKinds")
            .shownAs("Kinds of fault")
            .takenBy(Program.MOCK)
            .kind(new ListOf(new Kind.Choice(List.of("unavailable", "reset", "slow", "malformed"), false), false))
            .byDefault("unavailable,reset,slow,malformed")
            .readBy("faults", "fan-out")
            .label("KIND")
            .means("the kinds of fault injected, each equally likely")),
    LOCK(knob("lock")
            .shownAs("Lock held while fetching")
            .takenBy(Program.WORKER)
            .oneOf("none", "synchronized", "reentrant")
            .byDefault("none")
            .readBy("fan-out")
            .means("each aggregation fetches its pages while holding a lock of its own (none, synchronized: a "
                    + "per-aggregation monitor; reentrant: a ReentrantLock); on JDK 21 a virtual thread blocked inside "
                    + "synchronized pins its carrier")),
    CONTEXT(knob("context")
            .shownAs("Context carried to each request")
            .takenBy(Program.WORKER)
            .oneOf("none", "thread-local", "mdc", "inheritable", "reactor-context", "scoped-value")
            .byDefault("none")
            .readBy("fan-out")
            .means("what carries each aggregation's id to its page requests (header X-Context-Id, counted by the "
                    + "mock as right, none or wrong): a ThreadLocal, SLF4J's MDC, an InheritableThreadLocal, "
                    + "Reactor's Context, a ScopedValue (JDK 25 only)")
            .see("docs/scenarios/context.md")),
    CONTEXT_PROPAGATION(knob("contextPropagation")
            .shownAs("How the context is carried")
            .takenBy(Program.WORKER)
            .oneOf("as-written", "fixed")
            .byDefault("as-written")
            .readBy("fan-out")
            .means("how each style carries the --context: as most code writes it, or with its fix (capture and "
                    + "restore around each stage, Reactor's automatic context propagation)")
            .see("docs/scenarios/context.md")),
    MAX_IN_FLIGHT(knob("maxInFlight")
            .shownAs("Most at once, each style bounded (M)")
            .takenBy(Program.WORKER)
            .kind(new ListOf(new Kind.Or("none", new Kind.Whole(1, 100_000, "")), true))
            .byDefault("none")
            .readBy("fan-out")
            .label("M")
            .means("at most M at once, each style bounded in its own idiom (virtual threads: a Semaphore around "
                    + "each fetch; async: a limiter in front of sendAsync; reactor: flatMap's concurrency; the "
                    + "blocking styles: a pool of M, or with --threads=spring-virtual Spring's concurrency limit); none: "
                    + "all K at once; a list is a sweep: none,50")
            .see("docs/scenarios/bounded-fan-out.md")),
    DEADLINE_MILLIS(knob("deadlineMillis")
            .shownAs("Deadline per aggregation (ms)")
            .takenBy(Program.WORKER)
            .kind(new Kind.Or("none", new Kind.Whole(1, 3_600_000, "ms")))
            .byDefault("none")
            .readBy("fan-out")
            .means("each aggregation must end within this many ms of the fan-out's start, in each style's idiom "
                    + "(Future.get with a timeout and cancel, orTimeout, Reactor's timeout); one that does not is "
                    + "counted as timed out, never as correct; the fan-out is then unbounded")
            .see("docs/scenarios/deadlines.md")),
    FAIL_FAST(knob("failFast")
            .shownAs("Fail fast: the first failure cancels the rest")
            .takenBy(Program.WORKER)
            .oneOf(Knob.OFF, Knob.ON)
            .byDefault(Knob.OFF)
            .readBy("fan-out")
            .means("with --fault-rate, a faulty page fails every attempt, so its aggregation fails once its retries "
                    + "are spent, and the first failed aggregation cancels the rest, in each style's idiom "
                    + "(cancel(true) on the other futures, a cancelled flag checked before each sendAsync, the "
                    + "error of Reactor's flatMap); the others are counted as cancelled, never as correct; "
                    + "--fail-fast alone is on; the fan-out is then unbounded")
            .see("docs/scenarios/fail-fast.md")),
    API_MAX_IN_FLIGHT(knob("apiMaxInFlight")
            .shownAs("API limit: requests at once (N)")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("none", new Kind.Whole(1, 100_000, "requests")))
            .byDefault("none")
            .label("N")
            .means("page requests the mock admits at once (N), like an API that limits its clients: above it a "
                    + "request is answered 429 with Retry-After, and the mock counts them (none: no limit)")
            .see("docs/scenarios/bounded-fan-out.md")),
    CLIENT(knob("client")
            .takenBy(Program.WORKER)
            .kind(new ListOf(new Kind.Choice(List.of("jdk", "spring"), false), true))
            .byDefault("jdk")
            .shownAs("HTTP client")
            .means("the HTTP client every variant uses: jdk (the JDK's HttpClient) or spring (RestClient for the "
                    + "blocking styles, WebClient on Reactor Netty for async and reactor, on the request factory and "
                    + "connector Spring Boot picks); a list is a matrix dimension: jdk,spring runs every variant on "
                    + "each, a cell per client")
            .see("docs/scenarios/spring-clients.md")),
    AOT_CACHE(knob("aotCache")
            .shownAsAdvanced("AOT cache")
            .oneOf("on", "off")
            .byDefault("on")
            .means("JDK 25 AOT cache (loaded classes, method profiles) for every worker JVM: trained once per build"
                    + " and JVM flags, kept under target/app/aot/; process isolation only; off, with the reason, "
                    + "when the workers' JDK is older than 25")
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

    /** The name in the REST body and in results.json. */
    public String field() {
        return definition.field();
    }

    /** The CLI option: {@code --} and the kebab-case of {@link #field()}. */
    public String cliOption() {
        return "--" + field().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** Old spellings still accepted (CLI: {@code --} + alias; REST: the alias as a field name). */
    public List<String> aliases() {
        return definition.aliases();
    }

    public Kind kind() {
        return definition.kind();
    }

    /** This knob's values as whole numbers, for a program that takes the knob as a number of its own. */
    public Kind.Whole whole() {
        return (Kind.Whole) kind();
    }

    /** The default, as it would be typed on the command line. */
    public String defaultValue() {
        return definition.defaultValue();
    }

    /** What the knob means, in a few words (without its values: {@link #explanation()} adds them). */
    public String description() {
        return definition.description();
    }

    public String paramLabel() {
        return definition.paramLabel();
    }

    /** Whether this program takes the knob as an option of its own. */
    public boolean isTakenBy(Program program) {
        return definition.programs().contains(program);
    }

    /** The knobs this program takes, in their order. */
    public static Knob[] takenBy(Program program) {
        return Arrays.stream(values()).filter(k -> k.isTakenBy(program)).toArray(Knob[]::new);
    }

    /** The scenarios that read this knob; empty when every scenario does. */
    public List<String> readBy() {
        return definition.readBy();
    }

    /** The scenarios that read this knob, in words: "latency, pipelined, fan-out and faults". */
    public String readByText() {
        return definition.readByText();
    }

    /** The knob's value when it is {@code auto} (or another value) in this scenario. */
    public String resolve(String value, String scenario) {
        return definition.resolve(value, scenario);
    }

    /** The label the web page's form shows, with its unit ("Work per order (µs)"); null when the knob has none. */
    public String title() {
        return definition.title();
    }

    /** Whether the web page's form keeps this knob under "advanced" (also when it has no {@link #title()}). */
    public boolean advanced() {
        return definition.advanced();
    }

    /** The page of the docs that says more, or null. */
    public String docs() {
        return definition.docs();
    }

    /**
     * The meaning and the values in one sentence, as the CLI's help, the OpenAPI schema and the option table of docs/options.md
     * show it: "fan-out only: aggregations at once (K)...; a comma-separated list, each 1..100000".
     */
    public String explanation() {
        return definition.explanation();
    }

    /** The meaning and the values, without the scenarios: what a program given one value needs to know. */
    public String meaning() {
        return definition.meaning();
    }

    /** The knob a CLI option (any spelling, with its dashes) or a REST field names. */
    public static Optional<Knob> byName(String name) {
        String bare = name.startsWith("--") ? name.substring(2) : name;
        return Arrays.stream(values())
                .filter(k -> k.field().equals(bare)
                        || k.cliOption().equals("--" + bare)
                        || k.aliases().contains(bare))
                .findFirst();
    }
}
