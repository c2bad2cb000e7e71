package dev.aggregationbench.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.Size;
import dev.aggregationbench.variant.Variant;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The conditions of one benchmark run: every knob's value ({@link #values()}, what the programs a run starts are
 * given), and a typed component, under the knob's name, for each knob the code here reads. Built in one place,
 * {@link #from}, from the knobs' values once {@link RunRules} found them good. A knob with no component still
 * reaches the worker, the mock and results.json ({@link RunOptionsJson}): adding a knob needs a component only where
 * a reader wants it typed.
 *
 * @param values        every knob's value, as text, {@code auto} resolved for a single scenario
 * @param latencyMillis per-page latency, the mock's syntax; {@code auto} only with scenario {@code all} (a single
 *                      scenario's options hold what auto became for it)
 * @param concurrency   fan-out: the K values to run, one after another (a sweep)
 * @param threads       fan-out: the blocking styles' platform pool size, or {@code per-aggregation}
 * @param faultRate     share of faulty pages; null (auto) only with scenario {@code all}
 * @param lock          fan-out: the lock each aggregation holds while it fetches its pages ({@code none},
 *                      {@code synchronized}, {@code reentrant})
 * @param context       fan-out: what carries each aggregation's id to its page requests (issue 25)
 * @param contextPropagation fan-out: {@code as-written} or {@code fixed}, how each style carries the context
 * @param gc            the workers' collector: one value, a cell's ({@link Matrix} expands a list into cells)
 * @param jdk           the workers' JDK as given: {@value #CURRENT_JDK}, a feature version or a JDK home; one
 *                      value, a cell's ({@value #CURRENT_JDK} in a run written before the knob existed)
 * @param maxInFlight   fan-out: the bounds M to run, one after another for each K ({@code none}: unbounded)
 * @param deadlineMillis fan-out: the time each aggregation has from the fan-out's start ({@code none}: no deadline)
 * @param failFast      fan-out: {@code on}: the first failed aggregation cancels the rest ({@code off} in a run
 *                      written before the knob existed)
 * @param apiMaxInFlight the page requests the mock admits at once ({@code none}: no limit); above it, 429
 * @param client        the HTTP client the variants use ({@code jdk}, {@code spring}): one value, a cell's
 *                      ({@code jdk} in a run written before the knob existed)
 */
public record RunOptions(
        KnobValues values,
        long orders,
        int pageSize,
        double cpus,
        String memory,
        String heap,
        GcChoice gc,
        String jdk,
        int intervalMillis,
        List<String> variants,
        int repetitions,
        String warmup,
        long seed,
        IsolationMode isolation,
        int timeoutSeconds,
        String dockerNetwork,
        String scenario,
        String latencyMillis,
        int workPerOrderMicros,
        List<Integer> concurrency,
        String threads,
        Double faultRate,
        List<String> faultKinds,
        String lock,
        String context,
        String contextPropagation,
        List<String> maxInFlight,
        String deadlineMillis,
        String failFast,
        String apiMaxInFlight,
        String client,
        String aotCache) {

    /** The value of a knob that takes its scenario's default. */
    public static final String AUTO = "auto";
    /** The latency of every scenario but {@code sequential} when none is given. */
    public static final int SCENARIO_LATENCY_MILLIS =
            Integer.parseInt(Knob.LATENCY_MILLIS.definition().resolve(AUTO, Scenarios.LATENCY));
    /** The fault rate of the {@code faults} scenario when none is given. */
    public static final double SCENARIO_FAULT_RATE =
            Double.parseDouble(Knob.FAULT_RATE.definition().resolve(AUTO, Scenarios.FAULTS));

    /** The {@code jdk} value that means the JDK running the CLI or the service (no JDK of the workers' own). */
    public static final String CURRENT_JDK = "current";

    public static final String AOT_CACHE_ON = "on";
    public static final String AOT_CACHE_OFF = "off";

    public RunOptions {
        variants = variants == null ? null : List.copyOf(variants);
        concurrency = concurrency == null ? null : List.copyOf(concurrency);
        faultKinds = faultKinds == null ? null : List.copyOf(faultKinds);
        jdk = jdk == null ? CURRENT_JDK : jdk; // a run written before the knob ran on the JDK that ran it
        maxInFlight = maxInFlight == null ? null : List.copyOf(maxInFlight);
        client = client == null ? "jdk" : client; // a run written before the knob ran on the JDK's client
        failFast = failFast == null ? Knob.OFF : failFast; // a run written before the knob did not fail fast
    }

    /** Every knob at its default. */
    public static RunOptions defaults() {
        return from(KnobValues.defaults());
    }

    /**
     * The options these values give, {@code auto} resolved for a single scenario. The one place the components are
     * built: the values must be good ({@link RunRules#check} found nothing wrong with their kinds), and one cell's
     * (a dimension knob with several values is a {@link Matrix}: each cell's options come from {@link Matrix#cells}).
     *
     * @throws IllegalArgumentException when a dimension knob holds more than one value
     */
    public static RunOptions from(KnobValues given) {
        KnobValues v = given;
        if (Matrix.isMatrix(v)) {
            throw new IllegalArgumentException("several values of " + Matrix.dimensionsText()
                    + " make a matrix, one run per cell: build each cell's options with Matrix.cells");
        }
        String scenario = v.text(Knob.SCENARIO);
        if (!Scenarios.ALL.equals(scenario)) {
            for (Knob knob : Knob.values()) {
                v = v.with(knob, knob.definition().resolve(v.get(knob), scenario));
            }
        }
        return new RunOptions(
                v,
                v.whole(Knob.ORDERS),
                (int) v.whole(Knob.PAGE_SIZE),
                v.decimal(Knob.CPUS),
                v.text(Knob.MEMORY),
                v.text(Knob.HEAP),
                GcChoice.parse(v.list(Knob.GC).getFirst()),
                v.list(Knob.JDK).getFirst(),
                (int) v.whole(Knob.INTERVAL_MILLIS),
                v.list(Knob.VARIANTS),
                (int) v.whole(Knob.REPETITIONS),
                v.text(Knob.WARMUP),
                v.whole(Knob.SEED),
                IsolationMode.parse(v.text(Knob.ISOLATION)),
                (int) v.whole(Knob.TIMEOUT_SECONDS),
                v.text(Knob.DOCKER_NETWORK),
                scenario,
                v.text(Knob.LATENCY_MILLIS),
                (int) v.whole(Knob.WORK_PER_ORDER_MICROS),
                v.wholeList(Knob.CONCURRENCY),
                v.text(Knob.THREADS),
                v.decimal(Knob.FAULT_RATE),
                v.list(Knob.FAULT_KINDS),
                v.text(Knob.LOCK),
                v.text(Knob.CONTEXT),
                v.text(Knob.CONTEXT_PROPAGATION),
                v.list(Knob.MAX_IN_FLIGHT),
                v.text(Knob.DEADLINE_MILLIS),
                v.text(Knob.FAIL_FAST),
                v.text(Knob.API_MAX_IN_FLIGHT),
                v.list(Knob.CLIENT).getFirst(),
                v.text(Knob.AOT_CACHE));
    }

    /** Whether the first failed aggregation of a fan-out cancels the rest ({@code --fail-fast}). */
    public boolean failingFast() {
        return Knob.ON.equals(failFast);
    }

    /** Whether the workers run on the JDK running this program (no {@code --jdk}, or {@code current}). */
    public boolean currentJdk() {
        return CURRENT_JDK.equals(jdk);
    }

    /** Whether both hold the same value of every knob (as results.json writes them: {@code 1} and {@code 1.0} CPUs
     * are the same). */
    @Override
    public boolean equals(Object other) {
        return other instanceof RunOptions that && json().equals(that.json());
    }

    @Override
    public int hashCode() {
        return json().hashCode();
    }

    /** results.json's {@code options} and the REST view's: each knob under its {@link Definition#field()}. */
    @JsonValue
    Map<String, Object> json() {
        return RunOptionsJson.write(this);
    }

    /** Options as results.json or the REST view wrote them: an old spelling is read, a knob added since takes its
     * default. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static RunOptions fromJson(Map<String, Object> json) {
        return from(RunOptionsJson.read(json));
    }

    /** These options with one knob set to {@code value} (as typed; {@code auto} resolved as in {@link #from}). */
    public RunOptions with(Knob knob, String value) {
        return from(values().with(knob, value));
    }

    /** These options with another scenario, its knobs back at their defaults ({@code all} runs each this way). */
    public RunOptions forScenario(String id) {
        KnobValues v = values().with(Knob.SCENARIO, id);
        for (Knob knob : Knob.values()) {
            if (!knob.definition().readBy().isEmpty()) {
                v = v.with(knob, knob.definition().defaultValue());
            }
        }
        return from(v);
    }

    public static List<String> allVariantIds() {
        return Arrays.stream(Variant.values()).map(Variant::id).toList();
    }

    /** A wrong field: its name (as in the REST body) and what is wrong with it. */
    public record FieldError(String field, String message) {}

    /** Every problem with these options; empty when they can run on a machine with {@code machineCpus} CPUs. */
    public List<FieldError> validate(int machineCpus) {
        return RunRules.check(values(), machineCpus);
    }

    /** The worker JVM's flags for these options: heap and GC always explicit; fan-out adds native memory tracking. */
    public List<String> workerJvmOptions() {
        long xmx = bytes(heap);
        long xms = Math.min(bytes("256m"), xmx);
        List<String> flags =
                new ArrayList<>(List.of("-Xms" + (xms / (1024 * 1024)) + "m", "-Xmx" + heap, gc.jvmFlag()));
        if (Scenarios.FAN_OUT.equals(scenario)) { // thread stacks' native memory, read by the worker (NMT summary)
            flags.add("-XX:NativeMemoryTracking=summary");
        }
        return List.copyOf(flags);
    }

    /** The memory this machine (or container) has, 0 when the JVM cannot tell. */
    public static long machineMemoryBytes() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize()
                : 0;
    }

    /** Bytes in a Docker/JVM size such as {@code 512m} ({@link Size#bytes}). */
    public static long bytes(String size) {
        return Size.bytes(size);
    }
}
