package dev.aggregationbench.run;

import dev.aggregationbench.variant.Variant;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The conditions of one benchmark run. Each component is a {@link Knob} under the knob's name, the same in the REST
 * body, results.json and (kebab-cased) the CLI; the defaults come from {@link Knob}. {@link #validate} names every
 * field that is wrong.
 *
 * @param cpus        CPUs each variant's JVM gets (may be fractional, e.g. 0.5)
 * @param memory      container memory limit, Docker syntax ({@code 1g}, {@code 768m})
 * @param heap        the worker's maximum heap ({@code -Xmx}), e.g. {@code 512m}; {@code -Xms} is min(256m, heap)
 * @param variants    variant ids; the transport row is always measured in addition
 * @param repetitions fresh JVMs per variant
 * @param warmup      unmeasured passes inside each JVM before the measured one: {@code auto} (until the JIT is
 *                    quiet) or a count 0..100
 * @param scenario    what each variant runs ({@link Scenarios}); the scenario knobs below are checked against it
 * @param latencyMillis per-page latency, the mock's syntax; {@code auto} (or null) becomes the scenario's default
 * @param concurrency fan-out: the K values to run, one after another (a sweep)
 * @param threads     fan-out: the blocking styles' platform pool size, or {@code per-aggregation}
 * @param faultRate   share of faulty pages; null (auto) becomes the scenario's default
 * @param aotCache    {@code on}: workers start with an AOT cache trained once per build and JVM flags, where the
 *                    isolation allows it; {@code off}: without
 */
public record RunOptions(
        long orders,
        int pageSize,
        double cpus,
        String memory,
        String heap,
        GcChoice gc,
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
        String aotCache) {

    /** The latency of every scenario but {@code sequential} when none is given. */
    public static final int SCENARIO_LATENCY_MILLIS = 20;
    /** The fault rate of the {@code faults} scenario when none is given. */
    public static final double SCENARIO_FAULT_RATE = 0.05;

    private static final Pattern WARMUP = Pattern.compile("auto|[0-9]{1,3}");
    private static final Pattern SIZE = Pattern.compile("[1-9][0-9]*[kKmMgG]?");
    /** The least CPU budget accepted: below it, a JVM does not start within any sensible timeout. */
    public static final double MIN_CPUS = 0.1;
    /** The least heap accepted for a worker JVM. */
    public static final String MIN_HEAP = "16m";

    public RunOptions {
        variants = variants == null ? null : List.copyOf(variants);
        concurrency = concurrency == null ? null : List.copyOf(concurrency);
        faultKinds = faultKinds == null ? null : List.copyOf(faultKinds);
        boolean single = scenario != null && !scenario.equals(Scenarios.ALL);
        if ((latencyMillis == null || latencyMillis.equals(AUTO)) && single) {
            latencyMillis = scenario.equals(Scenarios.SEQUENTIAL) ? "0" : String.valueOf(SCENARIO_LATENCY_MILLIS);
        }
        if (faultRate == null && single) {
            faultRate = scenario.equals(Scenarios.FAULTS) ? SCENARIO_FAULT_RATE : 0.0;
        }
    }

    public static final String AOT_CACHE_ON = "on";
    public static final String AOT_CACHE_OFF = "off";

    /** The value of a knob that takes its scenario's default. */
    public static final String AUTO = "auto";

    /** The defaults of every knob, read from {@link Knob#defaultValue()} (the only place they are written). */
    public static RunOptions defaults() {
        return new RunOptions(
                Long.parseLong(Knob.ORDERS.defaultValue()),
                Integer.parseInt(Knob.PAGE_SIZE.defaultValue()),
                Double.parseDouble(Knob.CPUS.defaultValue()),
                Knob.MEMORY.defaultValue(),
                Knob.HEAP.defaultValue(),
                GcChoice.parse(Knob.GC.defaultValue()),
                Integer.parseInt(Knob.INTERVAL_MILLIS.defaultValue()),
                allVariantIds(),
                Integer.parseInt(Knob.REPETITIONS.defaultValue()),
                Knob.WARMUP.defaultValue(),
                Long.parseLong(Knob.SEED.defaultValue()),
                IsolationMode.parse(Knob.ISOLATION.defaultValue()),
                Integer.parseInt(Knob.TIMEOUT_SECONDS.defaultValue()),
                Knob.DOCKER_NETWORK.defaultValue(),
                Knob.SCENARIO.defaultValue(),
                Knob.LATENCY_MILLIS.defaultValue(),
                Integer.parseInt(Knob.WORK_PER_ORDER_MICROS.defaultValue()),
                ScenarioKnobs.concurrencyList(Knob.CONCURRENCY.defaultValue()),
                Knob.THREADS.defaultValue(),
                null,
                List.of(Knob.FAULT_KINDS.defaultValue().split(",")),
                Knob.AOT_CACHE.defaultValue());
    }

    /** These options with another scenario, its knobs back at their defaults ({@code all} runs each this way). */
    public RunOptions forScenario(String id) {
        RunOptions d = defaults();
        return new RunOptions(
                orders,
                pageSize,
                cpus,
                memory,
                heap,
                gc,
                intervalMillis,
                variants,
                repetitions,
                warmup,
                seed,
                isolation,
                timeoutSeconds,
                dockerNetwork,
                id,
                AUTO,
                d.workPerOrderMicros,
                d.concurrency,
                d.threads,
                null,
                d.faultKinds,
                aotCache);
    }

    public static List<String> allVariantIds() {
        return Arrays.stream(Variant.values()).map(Variant::id).toList();
    }

    /** A wrong field: its name (as in the REST body) and what is wrong with it. */
    public record FieldError(String field, String message) {}

    /** Every problem with these options; empty when they can run on a machine with {@code machineCpus} CPUs. */
    public List<FieldError> validate(int machineCpus) {
        List<FieldError> errors = new ArrayList<>();
        if (orders < 1 || orders > 100_000_000) {
            errors.add(new FieldError("orders", "must be 1..100000000, was " + orders));
        }
        if (pageSize < 1 || pageSize > 10_000) {
            errors.add(new FieldError("pageSize", "must be 1..10000, was " + pageSize));
        }
        if (!(cpus >= MIN_CPUS)) {
            errors.add(new FieldError(
                    "cpus",
                    "must be at least " + MIN_CPUS + " (on less a JVM does not even start "
                            + "within the timeout), was " + cpus));
        } else if (cpus > machineCpus) {
            errors.add(new FieldError("cpus", "must be at most this machine's " + machineCpus + " CPUs, was " + cpus));
        }
        Long memoryBytes = size("memory", memory, "768m", errors);
        Long heapBytes = size("heap", heap, "512m", errors);
        long machineMemory = machineMemoryBytes();
        if (memoryBytes != null && machineMemory > 0 && memoryBytes > machineMemory) {
            errors.add(new FieldError(
                    "memory", "must be at most this machine's " + machineMemory / (1024 * 1024) + "m, was " + memory));
        }
        if (heapBytes != null && heapBytes < bytes(MIN_HEAP)) {
            errors.add(new FieldError(
                    "heap",
                    "must be at least " + MIN_HEAP + " (a JVM with less heap cannot run " + "a pass), was " + heap));
        } else if (heapBytes != null && memoryBytes != null && heapBytes >= memoryBytes) {
            errors.add(new FieldError("heap", "must be below the memory limit " + memory + ", was " + heap));
        }
        if (gc == null) {
            errors.add(new FieldError("gc", "must be one of " + GcChoice.names()));
        }
        if (intervalMillis < 10 || intervalMillis > 60_000) {
            errors.add(new FieldError("intervalMillis", "must be 10..60000 ms, was " + intervalMillis));
        }
        if (variants == null || variants.isEmpty()) {
            errors.add(new FieldError("variants", "must name at least one of " + Variant.ids()));
        } else {
            for (String id : variants) {
                try {
                    Variant.fromId(id);
                } catch (IllegalArgumentException e) {
                    errors.add(new FieldError("variants", e.getMessage()));
                }
            }
            if (variants.stream().distinct().count() != variants.size()) {
                errors.add(new FieldError("variants", "lists a variant twice: " + variants));
            }
        }
        if (repetitions < 1 || repetitions > 100) {
            errors.add(new FieldError("repetitions", "must be 1..100, was " + repetitions));
        }
        if (warmup == null
                || !WARMUP.matcher(warmup).matches()
                || !warmup.equals("auto") && Integer.parseInt(warmup) > 100) {
            errors.add(new FieldError("warmup", "must be 'auto' or a number of passes 0..100, was " + warmup));
        }
        if (isolation == null) {
            errors.add(new FieldError("isolation", "must be one of auto, docker, process"));
        }
        if (timeoutSeconds < 1) {
            errors.add(new FieldError("timeoutSeconds", "must be >= 1 s, was " + timeoutSeconds));
        }
        if (dockerNetwork == null || !(dockerNetwork.equals("host") || dockerNetwork.equals("bridge"))) {
            errors.add(new FieldError("dockerNetwork", "must be host or bridge, was " + dockerNetwork));
        }
        if (!AOT_CACHE_ON.equals(aotCache) && !AOT_CACHE_OFF.equals(aotCache)) {
            errors.add(new FieldError("aotCache", "must be on or off, was " + aotCache));
        }
        errors.addAll(ScenarioKnobs.validate(this));
        return errors;
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

    /** The size's bytes, or null after adding why it is not a valid size to {@code errors}. */
    private static Long size(String field, String value, String example, List<FieldError> errors) {
        if (value == null || !SIZE.matcher(value).matches()) {
            errors.add(new FieldError(field, "must be a size like " + example + " or 1g, was " + value));
            return null;
        }
        try {
            return bytes(value);
        } catch (ArithmeticException | NumberFormatException e) {
            errors.add(new FieldError(field, "is too large, was " + value));
            return null;
        }
    }

    /** The memory this machine (or container) has, 0 when the JVM cannot tell. */
    public static long machineMemoryBytes() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize()
                : 0;
    }

    /**
     * Bytes in a Docker/JVM size such as {@code 512m}.
     *
     * @throws ArithmeticException   when the size does not fit in a long
     * @throws NumberFormatException when the digits do not
     */
    public static long bytes(String size) {
        char unit = Character.toLowerCase(size.charAt(size.length() - 1));
        long multiplier =
                switch (unit) {
                    case 'k' -> 1024L;
                    case 'm' -> 1024L * 1024;
                    case 'g' -> 1024L * 1024 * 1024;
                    default -> 1L;
                };
        String digits = Character.isDigit(unit) ? size : size.substring(0, size.length() - 1);
        return Math.multiplyExact(Long.parseLong(digits), multiplier);
    }
}
