package dev.aggregationbench.api;

import com.fasterxml.jackson.annotation.JsonAlias;
import dev.aggregationbench.run.GcChoice;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOptions.FieldError;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.text.Echo;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of {@code POST /api/runs}: the CLI's options under the same names ({@code --page-size} is
 * {@code pageSize}). Every field is optional; an absent or null field takes the CLI's default. Unknown properties
 * are refused; the old names {@code interval} and {@code timeout} are accepted for one version. The defaults are
 * {@link dev.aggregationbench.run.Knob}'s (the OpenAPI document shows them). Also the shape of the effective options shown for a run (then every field is filled in).
 */
@Schema(
        description = "Benchmark options; every field optional, defaults as in the CLI. A knob only one scenario "
                + "reads (latencyMillis, workPerOrderMicros, concurrency, threads, faultRate, faultKinds) is "
                + "refused under the others, so these carry no example value of their own",
        example = "{\"orders\":100000,\"variants\":[\"naive\",\"reactor\"],\"repetitions\":3}")
public record RunRequest(
        @Schema(description = "orders the mock serves", example = "100000")
        Long orders,

        @Schema(description = "orders per page", example = "1000")
        Integer pageSize,

        @Schema(description = "CPUs each variant's JVM gets (fractional allowed, at most the machine's)", example = "1")
        Double cpus,

        @Schema(description = "container memory limit, Docker syntax", example = "1g")
        String memory,

        @Schema(description = "worker max heap (-Xmx)", example = "512m")
        String heap,

        @Schema(
                description = "garbage collector",
                allowableValues = {"G1", "ZGC", "Shenandoah", "Parallel", "Serial"})
        String gc,

        @Schema(description = "sampling interval in milliseconds (old name: interval)", example = "100")
        @JsonAlias("interval")
        Integer intervalMillis,

        @Schema(description = "variant ids, default all six", example = "[\"naive\",\"reactor\"]")
        List<String> variants,

        @Schema(description = "fresh JVMs per variant", example = "3")
        Integer repetitions,

        @Schema(
                description = "unmeasured passes inside each JVM: auto (until the JIT is quiet) or a count 0..100",
                example = "auto")
        String warmup,

        @Schema(description = "data set seed", example = "42")
        Long seed,

        @Schema(
                description = "where each variant's JVM runs",
                allowableValues = {"auto", "docker", "process"})
        String isolation,

        @Schema(description = "per-variant timeout in seconds (old name: timeout)", example = "600")
        @JsonAlias("timeout")
        Integer timeoutSeconds,

        @Schema(
                description = "Docker network mode",
                allowableValues = {"host", "bridge"})
        String dockerNetwork,

        @Schema(
                description = "what each variant runs (one scenario per run; the CLI's all, the teaching set, is "
                        + "refused here: submit one run per scenario)",
                allowableValues = {"sequential", "latency", "pipelined", "fan-out", "faults"})
        String scenario,

        @Schema(
                description = "per-page latency: ms (50), lognormal:p50=20,p99=120 or uniform:min=10,max=50; "
                        + "absent or auto: 0 for sequential, 20 for the other scenarios")
        String latencyMillis,

        @Schema(description = "pipelined: busy CPU work per order in microseconds (e.g. 20)")
        Integer workPerOrderMicros,

        @Schema(description = "fan-out: aggregations at once; several values are a sweep (e.g. [1,10,100])")
        List<Integer> concurrency,

        @Schema(description = "fan-out: platform pool size of the blocking styles, or per-aggregation")
        String threads,

        @Schema(description = "faults: share of faulty pages 0..1; absent: 0, and 0.05 for the faults scenario")
        Double faultRate,

        @Schema(description = "faults: the fault kinds injected (e.g. [\"unavailable\",\"reset\"])")
        List<String> faultKinds,

        @Schema(
                description = "JDK 25 AOT cache for the worker JVMs (process isolation): on or off",
                allowableValues = {"on", "off"})
        String aotCache) {

    /** Why {@code scenario: "all"} is refused: a run here is one results directory, the teaching set is five. */
    static final String ALL_REFUSED = "all (the teaching set) is five runs, each with its own results directory, "
            + "and a run here is one: submit one run per scenario (sequential, latency, pipelined, fan-out, faults; "
            + "the teaching sizes are in docs/measuring.md), or run ./benchmark.sh --scenario=all";

    /** The run options this body asks for, defaults filled in, or every problem with it, each naming its field. */
    public RunOptions toOptions(int machineCpus) {
        RunOptions defaults = RunOptions.defaults();
        List<FieldError> errors = new ArrayList<>();
        GcChoice gcChoice = defaults.gc();
        if (gc != null) {
            try {
                gcChoice = GcChoice.parse(gc);
            } catch (IllegalArgumentException e) {
                errors.add(new FieldError("gc", "unknown GC " + Echo.quote(gc) + "; valid: " + GcChoice.names()));
            }
        }
        IsolationMode isolationMode = defaults.isolation();
        if (isolation != null) {
            try {
                isolationMode = IsolationMode.parse(isolation);
            } catch (IllegalArgumentException e) {
                errors.add(new FieldError(
                        "isolation", "unknown isolation " + Echo.quote(isolation) + "; valid: auto, docker, process"));
            }
        }
        if (variants != null && variants.contains(null)) {
            errors.add(new FieldError("variants", "must not contain null"));
        }
        if (hasNull(concurrency)) {
            errors.add(new FieldError("concurrency", "must not contain null"));
        }
        if (hasNull(faultKinds)) {
            errors.add(new FieldError("faultKinds", "must not contain null"));
        }
        RunOptions options = new RunOptions(
                or(orders, defaults.orders()),
                or(pageSize, defaults.pageSize()),
                or(cpus, defaults.cpus()),
                or(memory, defaults.memory()),
                or(heap, defaults.heap()),
                gcChoice,
                or(intervalMillis, defaults.intervalMillis()),
                variants == null || variants.contains(null) ? defaults.variants() : variants,
                or(repetitions, defaults.repetitions()),
                or(warmup, defaults.warmup()),
                or(seed, defaults.seed()),
                isolationMode,
                or(timeoutSeconds, defaults.timeoutSeconds()),
                or(dockerNetwork, defaults.dockerNetwork()),
                or(scenario, defaults.scenario()),
                or(latencyMillis, RunOptions.AUTO),
                or(workPerOrderMicros, defaults.workPerOrderMicros()),
                concurrency == null || hasNull(concurrency) ? defaults.concurrency() : concurrency,
                or(threads, defaults.threads()),
                faultRate,
                faultKinds == null || hasNull(faultKinds) ? defaults.faultKinds() : faultKinds,
                or(aotCache, defaults.aotCache()));
        if (Scenarios.ALL.equals(scenario)) { // refused as a whole: the knobs it would refuse are beside the point
            errors.add(new FieldError("scenario", ALL_REFUSED));
        } else if (cpus != null && (cpus.isNaN() || cpus.isInfinite())) {
            errors.add(new FieldError("cpus", "must be a finite number, was " + cpus));
        } else {
            errors.addAll(options.validate(machineCpus));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRunRequestException(errors);
        }
        return RunOptions.from(options.values());
    }

    /** The effective options of a run, under the body's names. */
    public static RunRequest of(RunOptions o) {
        return new RunRequest(
                o.orders(),
                o.pageSize(),
                o.cpus(),
                o.memory(),
                o.heap(),
                o.gc().displayName(),
                o.intervalMillis(),
                o.variants(),
                o.repetitions(),
                o.warmup(),
                o.seed(),
                o.isolation().id(),
                o.timeoutSeconds(),
                o.dockerNetwork(),
                o.scenario(),
                o.latencyMillis(),
                o.workPerOrderMicros(),
                o.concurrency(),
                o.threads(),
                o.faultRate(),
                o.faultKinds(),
                o.aotCache());
    }

    private static boolean hasNull(List<?> values) {
        return values != null && values.stream().anyMatch(java.util.Objects::isNull);
    }

    private static <T> T or(T value, T fallback) {
        return value == null ? fallback : value;
    }
}
