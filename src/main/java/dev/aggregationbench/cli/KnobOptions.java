package dev.aggregationbench.cli;

import dev.aggregationbench.run.GcChoice;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Knob;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.ScenarioKnobs;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The run's knobs as CLI options (a picocli mixin of {@link BenchmarkMain}): one {@code @Option} per {@link Knob},
 * its default from {@link KnobDefaults}, and the old spellings as hidden options. {@code KnobNamesTest} checks that
 * every knob has its option.
 */
final class KnobOptions {

    @Option(names = "--orders", description = "Orders in the data set (default: ${DEFAULT-VALUE}).")
    long orders;

    @Option(names = "--page-size", description = "Page size, 1..10000 (default: ${DEFAULT-VALUE}).")
    int pageSize;

    @Option(names = "--cpus", description = "CPUs per variant JVM, may be fractional (default: ${DEFAULT-VALUE}).")
    double cpus;

    @Option(names = "--memory", description = "Memory limit per variant container (default: ${DEFAULT-VALUE}).")
    String memory;

    @Option(
            names = "--heap",
            description =
                    "Maximum heap (-Xmx) of each variant JVM; -Xms is min(256m, heap) (default: ${DEFAULT-VALUE}).")
    String heap;

    @Option(
            names = "--gc",
            description = "Garbage collector: G1, ZGC, Shenandoah, Parallel, Serial (default: ${DEFAULT-VALUE}).")
    String gc;

    @Option(
            names = "--interval-millis",
            description =
                    "Sampling interval of the heap timeline in milliseconds, 10..60000 (default: ${DEFAULT-VALUE}).")
    int intervalMillis;

    @Option(
            names = "--variants",
            split = ",",
            description = "Comma-separated variant ids (default: all: ${DEFAULT-VALUE}).")
    List<String> variants;

    @Option(names = "--repetitions", description = "Fresh JVMs per variant (default: ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(
            names = "--warmup",
            description =
                    "Unmeasured passes inside each JVM before the measured one: auto (until "
                            + "the JIT is quiet: 2 passes in a row compiling <= 50 ms each, at most 30 passes or 60 s) or a count "
                            + "0..100; --warmup=1 is the quick mode, the table says whether each JVM was steady (default: ${DEFAULT-VALUE}).")
    String warmup;

    @Option(names = "--seed", description = "Seed of the generated orders (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--isolation",
            description =
                    "auto (docker when an engine answers, else process), docker, process (default: ${DEFAULT-VALUE}).")
    String isolation;

    @Option(
            names = "--docker-network",
            description = "host (all traffic on 127.0.0.1) or bridge (default: ${DEFAULT-VALUE}).")
    String dockerNetwork;

    @Option(
            names = "--timeout-seconds",
            description =
                    "Seconds each variant JVM may take before it is killed and reported (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(
            names = "--scenario",
            description =
                    "What each variant runs: sequential, latency, pipelined, fan-out, faults; "
                            + "all: the teaching set, each scenario at small sizes, one after another (default: ${DEFAULT-VALUE}).")
    String scenario;

    @Option(
            names = "--latency-millis",
            paramLabel = "MS|DISTRIBUTION",
            description = "Per-page latency the mock adds: "
                    + "50, lognormal:p50=20,p99=120 or uniform:min=10,max=50 (ms, seeded: every variant meets the same delays); "
                    + "auto: 0 for sequential, " + RunOptions.SCENARIO_LATENCY_MILLIS
                    + " for the others (default: ${DEFAULT-VALUE}).")
    String latencyMillis;

    @Option(
            names = "--work-per-order-micros",
            description =
                    "pipelined: busy CPU work per order in microseconds, " + "0..100000 (default: ${DEFAULT-VALUE}).")
    int workPerOrderMicros;

    @Option(
            names = "--concurrency",
            paramLabel = "K[,K...]",
            description = "fan-out: aggregations at once, each over "
                    + "its own partition; a comma list is a sweep: 1,10,100,1000 (default: ${DEFAULT-VALUE}).")
    String concurrency;

    @Option(
            names = "--threads",
            description = "fan-out: platform threads in the pool of the blocking styles "
                    + "(naive, iterator, stream), 1..10000, or per-aggregation (default: ${DEFAULT-VALUE}).")
    String threads;

    @Option(
            names = "--fault-rate",
            description = "faults: share of faulty pages, 0..1; auto: 0, and " + RunOptions.SCENARIO_FAULT_RATE
                    + " for the faults scenario (default: ${DEFAULT-VALUE}).")
    String faultRate;

    @Option(
            names = "--fault-kinds",
            split = ",",
            description = "faults: the kinds injected, some of "
                    + "unavailable,reset,slow,malformed (default: ${DEFAULT-VALUE}).")
    List<String> faultKinds;

    @Option(
            names = "--aot-cache",
            description = "JDK 25 AOT cache (loaded classes and method profiles) for every "
                    + "worker JVM: on (trained once per build and JVM flags, kept under target/app/aot; process isolation "
                    + "only, Docker runs without) or off (default: ${DEFAULT-VALUE}).")
    String aotCache;

    /* Old spellings, accepted for one version and not shown in --help (README's option table lists them). They
    have no default, so they never override the new spelling; given, they win over its default. */
    @Option(names = "--pageSize", hidden = true)
    Integer oldPageSize;

    @Option(names = "--interval", hidden = true)
    Integer oldInterval;

    @Option(names = "--timeout", hidden = true)
    Integer oldTimeout;

    /** The run options these knobs give, or {@code usage}'s exception naming the first wrong one. */
    RunOptions toOptions(Function<String, ? extends RuntimeException> usage) {
        GcChoice gcChoice;
        IsolationMode mode;
        try {
            gcChoice = GcChoice.parse(gc);
            mode = IsolationMode.parse(isolation);
        } catch (IllegalArgumentException e) {
            throw usage.apply(e.getMessage());
        }
        RunOptions options = new RunOptions(
                orders,
                oldPageSize != null ? oldPageSize : pageSize,
                cpus,
                memory,
                heap,
                gcChoice,
                oldInterval != null ? oldInterval : intervalMillis,
                variants == null
                        ? RunOptions.allVariantIds()
                        : variants.stream().map(String::trim).toList(),
                repetitions,
                warmup,
                seed,
                mode,
                oldTimeout != null ? oldTimeout : timeoutSeconds,
                dockerNetwork,
                scenario,
                latencyMillis,
                workPerOrderMicros,
                parse(concurrency, ScenarioKnobs::concurrencyList, usage),
                threads,
                RunOptions.AUTO.equals(faultRate) ? null : parse(faultRate, CliNumbers::faultRate, usage),
                faultKinds.stream().map(String::trim).toList(),
                aotCache);
        List<RunOptions.FieldError> errors =
                options.validate(Runtime.getRuntime().availableProcessors());
        if (!errors.isEmpty()) {
            RunOptions.FieldError first = errors.getFirst();
            throw usage.apply(
                    Knob.byName(first.field()).map(Knob::cliOption).orElse("--" + first.field()) + " " + first.message()
                            + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more problem(s))" : ""));
        }
        return options;
    }

    private static <T> T parse(
            String value, Function<String, T> parser, Function<String, ? extends RuntimeException> usage) {
        try {
            return parser.apply(value);
        } catch (IllegalArgumentException e) {
            throw usage.apply("--" + e.getMessage());
        }
    }
}
