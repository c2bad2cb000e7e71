package dev.aggregationbench.knob;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every knob of a run, each defined once: its name, old names, values ({@link Kind}: type, unit, range or choices),
 * default, meaning, the scenarios that read it, the programs a run starts that take it ({@link Program}) and what
 * {@code auto} becomes. Each definition stands in the class of its group ({@link RunKnobs}, {@link JvmKnobs},
 * {@link MockKnobs}, {@link FanOutKnobs}); this enum names them all, in the order the CLI's help and the option table
 * list them. Everything else reads a knob here: the options of {@code ./benchmark.sh}, the worker and the mock
 * ({@link KnobCli}), the REST body, its validation and its OpenAPI schema, {@code RunOptions} and so results.json's
 * {@code options}, and the option table of docs/options.md. Adding a knob is its definition in its group and its
 * constant here, plus its use.
 *
 * <p>A knob has one name everywhere: the REST body and results.json use {@link #field()} ({@code intervalMillis}),
 * the CLI its kebab-case ({@code --interval-millis}). A unit is in the name ({@code Millis}) or in the value
 * ({@code 512m}). Old spellings stay accepted as {@link #aliases()}.
 */
public enum Knob {
    ORDERS(MockKnobs.ORDERS),
    PAGE_SIZE(MockKnobs.PAGE_SIZE),
    CPUS(JvmKnobs.CPUS),
    MEMORY(JvmKnobs.MEMORY),
    HEAP(JvmKnobs.HEAP),
    GC(JvmKnobs.GC),
    JDK(JvmKnobs.JDK),
    INTERVAL_MILLIS(RunKnobs.INTERVAL_MILLIS),
    VARIANTS(RunKnobs.VARIANTS),
    REPETITIONS(RunKnobs.REPETITIONS),
    WARMUP(RunKnobs.WARMUP),
    SEED(MockKnobs.SEED),
    ISOLATION(JvmKnobs.ISOLATION),
    DOCKER_NETWORK(JvmKnobs.DOCKER_NETWORK),
    TIMEOUT_SECONDS(JvmKnobs.TIMEOUT_SECONDS),
    SCENARIO(RunKnobs.SCENARIO),
    LATENCY_MILLIS(MockKnobs.LATENCY_MILLIS),
    WORK_PER_ORDER_MICROS(RunKnobs.WORK_PER_ORDER_MICROS),
    CONCURRENCY(FanOutKnobs.CONCURRENCY),
    THREADS(FanOutKnobs.THREADS),
    FAULT_RATE(MockKnobs.FAULT_RATE),
    FAULT_KINDS(MockKnobs.FAULT_KINDS),
    LOCK(FanOutKnobs.LOCK),
    CONTEXT(FanOutKnobs.CONTEXT),
    CONTEXT_PROPAGATION(FanOutKnobs.CONTEXT_PROPAGATION),
    MAX_IN_FLIGHT(FanOutKnobs.MAX_IN_FLIGHT),
    DEADLINE_MILLIS(FanOutKnobs.DEADLINE_MILLIS),
    FAIL_FAST(FanOutKnobs.FAIL_FAST),
    API_MAX_IN_FLIGHT(MockKnobs.API_MAX_IN_FLIGHT),
    CLIENT(RunKnobs.CLIENT),
    AOT_CACHE(JvmKnobs.AOT_CACHE);

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

    /** The label the web page's form shows, with its unit ("Work per order (µs)"). */
    public String title() {
        return definition.title();
    }

    /** Whether the web page's form keeps this knob under "advanced": one a first run leaves at its default. */
    public boolean advanced() {
        return definition.advanced();
    }

    /** The page of the docs that says more, or null. */
    public String docs() {
        return definition.docs();
    }

    /**
     * The meaning and the values in one sentence, as the CLI's help, the OpenAPI schema and the option table of
     * docs/options.md show it: "fan-out only: aggregations at once (K)...; a comma-separated list, each 1..100000".
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
