package dev.aggregationbench.run;

import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.run.RunOptions.FieldError;
import dev.aggregationbench.text.Echo;
import dev.aggregationbench.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether a run's knobs can run together, in one place: first each value against its knob's {@link Definition#kind()},
 * then the rules that involve more than one knob or the machine (cpus and memory at most the machine's, the heap
 * below the memory, every K at most the orders, the variants in the registry), and whether the chosen scenario reads
 * each scenario knob. A knob the scenario does not read is refused when it differs from its default (a run that
 * silently ignored {@code --concurrency=1000} would teach the wrong thing), naming the scenarios that read it.
 */
public final class RunRules {

    private RunRules() {}

    /** Every problem with these values, each naming its knob's field; empty when a run can start with them. */
    public static List<FieldError> check(KnobValues values, int machineCpus) {
        List<FieldError> errors = new ArrayList<>();
        values.problems().forEach((knob, message) -> errors.add(error(knob, message)));
        machine(values, machineCpus, errors);
        if (values.isGood(Knob.VARIANTS)) {
            for (String id : values.list(Knob.VARIANTS)) {
                if (!RunOptions.allVariantIds().contains(id)) {
                    errors.add(error(
                            Knob.VARIANTS, "each value must be one of " + Variant.ids() + ", was " + Echo.quote(id)));
                }
            }
        }
        if (values.isGood(Knob.CONCURRENCY) && values.isGood(Knob.ORDERS)) {
            long orders = values.whole(Knob.ORDERS);
            values.wholeList(Knob.CONCURRENCY).stream()
                    .filter(k -> k > orders)
                    .findFirst()
                    .ifPresent(k -> errors.add(error(
                            Knob.CONCURRENCY,
                            "each value must be at most the orders (" + orders
                                    + "; every aggregation walks its own partition), was " + Echo.quote("" + k))));
        }
        if (values.isGood(Knob.DEADLINE_MILLIS)
                && values.isGood(Knob.MAX_IN_FLIGHT)
                && !values.text(Knob.DEADLINE_MILLIS).equals("none")
                && !values.list(Knob.MAX_IN_FLIGHT).equals(List.of("none"))) {
            errors.add(error(
                    Knob.DEADLINE_MILLIS,
                    "runs the unbounded fan-out: give it without --max-in-flight (or --max-in-flight=none), was "
                            + Echo.quote(values.get(Knob.DEADLINE_MILLIS)) + " with --max-in-flight="
                            + Echo.quote(values.get(Knob.MAX_IN_FLIGHT))));
        }
        failFast(values, errors);
        if (values.isGood(Knob.CLIENT)
                && values.isGood(Knob.CONTEXT)
                && values.list(Knob.CLIENT).contains("spring")
                && !values.text(Knob.CONTEXT).equals(Knob.CONTEXT.definition().defaultValue())) {
            errors.add(error(
                    Knob.CLIENT,
                    "spring does not carry a --context (yet): use --client=jdk with --context="
                            + values.text(Knob.CONTEXT)));
        }
        if (values.isGood(Knob.SCENARIO)) {
            scenario(values, errors);
        }
        jdks(values, errors);
        return errors;
    }

    /**
     * A matrix runs one scenario, not the teaching set. Whether each JDK is found is checked where a run starts (the
     * locator); in Docker isolation a JDK of the workers' own runs in an image built from its home.
     */
    private static void jdks(KnobValues values, List<FieldError> errors) {
        if (values.isGood(Knob.SCENARIO)
                && Scenarios.ALL.equals(values.text(Knob.SCENARIO))
                && Matrix.isMatrix(values)) {
            Knob varied = Matrix.DIMENSIONS.stream()
                    .map(Matrix.Dimension::knob)
                    .filter(k -> values.list(k).size() > 1)
                    .findFirst()
                    .orElseThrow();
            errors.add(error(
                    varied,
                    "with several values makes a matrix, which runs one scenario, not the teaching set (all); "
                            + "choose a scenario"));
        }
    }

    /**
     * Fail-fast runs the unbounded fan-out without a deadline, one question at a time, and needs faults to fail on.
     * In another scenario, the scenario rule refuses it.
     */
    private static void failFast(KnobValues values, List<FieldError> errors) {
        if (!values.isGood(Knob.FAIL_FAST)
                || !values.text(Knob.FAIL_FAST).equals(Knob.ON)
                || !values.isGood(Knob.SCENARIO)
                || !values.text(Knob.SCENARIO).equals(Scenarios.FAN_OUT)) {
            return;
        }
        if (values.isGood(Knob.DEADLINE_MILLIS)
                && !values.text(Knob.DEADLINE_MILLIS).equals("none")) {
            errors.add(error(
                    Knob.FAIL_FAST,
                    "runs without a deadline: give it without --deadline-millis, was on with --deadline-millis="
                            + Echo.quote(values.get(Knob.DEADLINE_MILLIS))));
        } else if (values.isGood(Knob.FAULT_RATE)
                && (values.decimal(Knob.FAULT_RATE) == null || values.decimal(Knob.FAULT_RATE) == 0)) {
            errors.add(error(
                    Knob.FAIL_FAST,
                    "needs faults to fail on: give --fault-rate above 0 (e.g. --fault-rate=0.01), was on with "
                            + "--fault-rate=" + Echo.quote(values.get(Knob.FAULT_RATE))));
        } else if (values.isGood(Knob.MAX_IN_FLIGHT)
                && !values.list(Knob.MAX_IN_FLIGHT).equals(List.of("none"))) {
            errors.add(error(
                    Knob.FAIL_FAST,
                    "runs the unbounded fan-out: give it without --max-in-flight, was on with --max-in-flight="
                            + Echo.quote(values.get(Knob.MAX_IN_FLIGHT))));
        }
    }

    /** cpus and memory at most the machine's, the heap below the memory. */
    private static void machine(KnobValues values, int machineCpus, List<FieldError> errors) {
        if (values.isGood(Knob.CPUS) && values.decimal(Knob.CPUS) > machineCpus) {
            errors.add(error(
                    Knob.CPUS,
                    "must be at most this machine's " + machineCpus + " CPUs, was "
                            + Echo.quote(values.get(Knob.CPUS))));
        }
        if (!values.isGood(Knob.MEMORY)) {
            return;
        }
        long memory = RunOptions.bytes(values.get(Knob.MEMORY));
        long machineMemory = RunOptions.machineMemoryBytes();
        if (machineMemory > 0 && memory > machineMemory) {
            errors.add(error(
                    Knob.MEMORY,
                    "must be at most this machine's " + machineMemory / (1024 * 1024) + "m, was "
                            + Echo.quote(values.get(Knob.MEMORY))));
        }
        if (values.isGood(Knob.HEAP) && RunOptions.bytes(values.get(Knob.HEAP)) >= memory) {
            errors.add(error(
                    Knob.HEAP,
                    "must be below the memory limit " + values.get(Knob.MEMORY) + ", was "
                            + Echo.quote(values.get(Knob.HEAP))));
        }
    }

    /**
     * Each scenario knob only for a scenario that reads it; with {@code all}, neither a scenario knob nor a size the
     * teaching set's steps set (each step sets its own; {@code orders} given replaces every step's, if large enough).
     */
    private static void scenario(KnobValues values, List<FieldError> errors) {
        String scenario = values.text(Knob.SCENARIO);
        boolean all = Scenarios.ALL.equals(scenario);
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            boolean stepSets = !definition.readBy().isEmpty() || TeachingSet.STEP_SIZES.contains(knob);
            if (!stepSets || !values.isGood(knob)) {
                continue;
            }
            if (all && !sameValue(knob, values.get(knob), definition.defaultValue())) {
                errors.add(error(
                        knob,
                        "cannot be set with scenario all, which runs each scenario with its own teaching sizes "
                                + "(TeachingSet, docs/measuring.md); run one scenario to choose it"));
            } else if (!all
                    && !definition.isReadBy(scenario)
                    && !sameValue(
                            knob,
                            definition.resolve(values.get(knob), scenario),
                            definition.resolve(definition.defaultValue(), scenario))) {
                errors.add(error(
                        knob,
                        "is not read by scenario " + scenario + " (only by " + definition.readByText()
                                + "); leave it out or choose that scenario"));
            }
        }
        if (all && values.isGood(Knob.ORDERS) && !values.isDefault(Knob.ORDERS)) {
            long orders = values.whole(Knob.ORDERS);
            if (orders < TeachingSet.largestConcurrency()) {
                errors.add(error(
                        Knob.ORDERS,
                        "with scenario all must be at least " + TeachingSet.largestConcurrency()
                                + " (fan-out's largest K, one partition per aggregation), or left out for each "
                                + "scenario's teaching size; was " + Echo.quote(values.get(Knob.ORDERS))));
            }
        }
    }

    /** Two values of a knob that mean the same ({@code 0} and {@code 0.0}, {@code g1} and {@code G1}). */
    private static boolean sameValue(Knob knob, String a, String b) {
        Kind kind = knob.definition().kind();
        return Objects.equals(kind.parse(a), kind.parse(b));
    }

    private static FieldError error(Knob knob, String message) {
        return new FieldError(knob.definition().field(), message);
    }
}
