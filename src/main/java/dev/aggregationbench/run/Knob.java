package dev.aggregationbench.run;

import dev.aggregationbench.variant.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every knob of a run, defined once. A knob has one name everywhere: the REST body and results.json use
 * {@link #field()} ({@code intervalMillis}), the CLI uses its kebab-case ({@code --interval-millis}), and the docs'
 * option tables list both. A knob with a unit carries the unit in its name ({@code Millis}, {@code Seconds}); sizes
 * carry theirs in the value ({@code 512m}). {@link #defaultValue()} is the only place a default is written: the CLI
 * ({@code KnobDefaults}), {@link RunOptions#defaults()} and the REST schema all read it.
 *
 * <p>Old spellings stay accepted as {@link #aliases()} for one version (documented in the README's option table).
 */
public enum Knob {
    ORDERS("orders", "500000", "orders in the data set, 1..100000000"),
    PAGE_SIZE("pageSize", "1000", "orders per page, 1..10000", "pageSize"),
    CPUS("cpus", "1", "CPUs per variant JVM, 0.1..the machine's (fractions allowed)"),
    MEMORY("memory", "1g", "memory limit per variant container (Docker syntax: 768m, 1g), at most the machine's"),
    HEAP("heap", "512m", "-Xmx of each variant JVM, at least 16m and below memory; -Xms is min(256m, heap)"),
    GC("gc", "G1", "garbage collector, always passed explicitly: G1, ZGC, Shenandoah, Parallel, Serial"),
    INTERVAL_MILLIS(
            "intervalMillis", "100", "sampling interval of the heap timeline in milliseconds, 10..60000", "interval"),
    VARIANTS("variants", String.join(",", Variant.ids().split(", ")), "comma-separated variant ids"),
    REPETITIONS("repetitions", "3", "fresh JVMs per variant, 1..100"),
    WARMUP(
            "warmup",
            "auto",
            "unmeasured passes inside each JVM before the measured one: auto (until the JIT is quiet, "
                    + "at most 30 passes or 60 s) or a fixed count 0..100"),
    SEED("seed", "42", "seed of the generated orders"),
    ISOLATION("isolation", "auto", "auto (docker when an engine answers, else process), docker, process"),
    DOCKER_NETWORK("dockerNetwork", "host", "host (all traffic on 127.0.0.1) or bridge"),
    TIMEOUT_SECONDS(
            "timeoutSeconds", "600", "seconds a variant JVM may take before it is killed and reported", "timeout"),
    SCENARIO(
            "scenario",
            "sequential",
            "what each variant runs: sequential, latency, pipelined, fan-out, faults; all (CLI "
                    + "only): the teaching set, each scenario at its own small sizes into its own directory (docs/measuring.md)"),
    LATENCY_MILLIS(
            "latencyMillis",
            "auto",
            "per-page latency the mock adds: ms (50) or lognormal:p50=MS,p99=MS or "
                    + "uniform:min=MS,max=MS, seeded; auto: 0 for sequential, " + RunOptions.SCENARIO_LATENCY_MILLIS
                    + " for the other scenarios"),
    WORK_PER_ORDER_MICROS("workPerOrderMicros", "0", "pipelined: busy CPU work per order in microseconds, 0..100000"),
    CONCURRENCY("concurrency", "1", "fan-out: aggregations at once (K), 1..100000; a comma list is a sweep: 1,10,100"),
    THREADS("threads", "200", "fan-out: platform threads of the blocking styles' pool, 1..10000, or per-aggregation"),
    FAULT_RATE(
            "faultRate",
            "auto",
            "faults: share of faulty pages, 0..1; auto: 0, and " + RunOptions.SCENARIO_FAULT_RATE
                    + " for the faults scenario"),
    FAULT_KINDS("faultKinds", "unavailable,reset,slow,malformed", "faults: the fault kinds injected, comma-separated"),
    AOT_CACHE(
            "aotCache",
            "on",
            "JDK 25 AOT cache (classes and method profiles) for every worker JVM: on (one training "
                    + "run per build and JVM flags, kept under target/app/aot; process isolation only) or off");

    private final String field;
    private final String defaultValue;
    private final String description;
    private final List<String> aliases;

    Knob(String field, String defaultValue, String description, String... aliases) {
        this.field = field;
        this.defaultValue = defaultValue;
        this.description = description;
        this.aliases = List.of(aliases);
    }

    /** The name in the REST body and in results.json. */
    public String field() {
        return field;
    }

    /** The CLI option: {@code --} and the kebab-case of {@link #field()}. */
    public String cliOption() {
        return "--" + field.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** Old spellings still accepted (CLI: {@code --} + alias; REST: the alias as a field name). */
    public List<String> aliases() {
        return aliases;
    }

    /** The default, as it would be typed on the command line. */
    public String defaultValue() {
        return defaultValue;
    }

    public String description() {
        return description;
    }

    /** The knob a CLI option (any spelling, with its dashes) or a REST field names. */
    public static Optional<Knob> byName(String name) {
        String bare = name.startsWith("--") ? name.substring(2) : name;
        return Arrays.stream(values())
                .filter(k -> k.field.equals(bare) || k.cliOption().equals("--" + bare) || k.aliases.contains(bare))
                .findFirst();
    }
}
