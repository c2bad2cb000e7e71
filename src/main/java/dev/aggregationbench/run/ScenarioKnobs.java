package dev.aggregationbench.run;

import dev.aggregationbench.run.RunOptions.FieldError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scenario knobs' checks: each value's own range, and whether the chosen scenario reads it. A knob the scenario
 * does not read is refused when it differs from its default (a run that silently ignored {@code --concurrency=1000}
 * would teach the wrong thing), with the scenario that does read it named.
 */
public final class ScenarioKnobs {

    /** The kinds of fault the mock can inject (its {@code --faults}). */
    public static final List<String> FAULT_KINDS = List.of("unavailable", "reset", "slow", "malformed");

    public static final String PER_AGGREGATION = "per-aggregation";
    private static final Pattern FIXED = Pattern.compile("[0-9]{1,6}");
    private static final Pattern LOGNORMAL = Pattern.compile("lognormal:p50=([0-9]{1,6}),p99=([0-9]{1,6})");
    private static final Pattern UNIFORM = Pattern.compile("uniform:min=([0-9]{1,6}),max=([0-9]{1,6})");
    /** The most a latency number may be, in every form: the mock's {@code Latency.MAX_MILLIS}. */
    static final int MAX_LATENCY_MILLIS = 60_000;

    private ScenarioKnobs() {}

    /** {@code 1,10,100} as a list; throws IllegalArgumentException naming the knob. */
    public static List<Integer> concurrencyList(String text) {
        try {
            return Arrays.stream(text.split(","))
                    .map(String::strip)
                    .map(Integer::valueOf)
                    .toList();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "concurrency must be a number or a comma list of numbers like " + "1,10,100, was '" + text + "'");
        }
    }

    /** The pool size {@code threads} names, or -1 for {@code per-aggregation}; 0 when it is not valid. */
    public static int poolThreads(String threads) {
        if (PER_AGGREGATION.equals(threads)) {
            return -1;
        }
        return threads != null && FIXED.matcher(threads).matches() ? Integer.parseInt(threads) : 0;
    }

    static List<FieldError> validate(RunOptions o) {
        List<FieldError> errors = new ArrayList<>();
        String scenario = o.scenario();
        if (scenario == null || !(Scenarios.IDS.contains(scenario) || scenario.equals(Scenarios.ALL))) {
            errors.add(new FieldError(
                    "scenario", "must be one of " + String.join(", ", Scenarios.IDS) + " or all, was " + scenario));
            return errors;
        }
        RunOptions d = RunOptions.defaults();
        if (scenario.equals(Scenarios.ALL)) {
            refuseWithAll(errors, "latencyMillis", o.latencyMillis(), RunOptions.AUTO);
            refuseWithAll(errors, "workPerOrderMicros", o.workPerOrderMicros(), d.workPerOrderMicros());
            refuseWithAll(errors, "concurrency", o.concurrency(), d.concurrency());
            refuseWithAll(errors, "threads", o.threads(), d.threads());
            refuseWithAll(errors, "faultRate", o.faultRate(), null);
            refuseWithAll(errors, "faultKinds", o.faultKinds(), d.faultKinds());
            refuseWithAll(errors, "pageSize", o.pageSize(), d.pageSize());
            if (o.orders() != d.orders() && o.orders() < TeachingSet.largestConcurrency()) {
                errors.add(new FieldError(
                        "orders",
                        "with scenario all must be at least "
                                + TeachingSet.largestConcurrency()
                                + " (fan-out's largest K, one partition per aggregation), "
                                + "or left out for each scenario's teaching size; was " + o.orders()));
            }
            return errors;
        }
        latencyError(o.latencyMillis()).ifPresent(m -> errors.add(new FieldError("latencyMillis", m)));
        if (!Scenarios.hasLatency(scenario) && !"0".equals(o.latencyMillis())) {
            errors.add(notRead("latencyMillis", scenario, "latency, pipelined, fan-out and faults"));
        }
        if (o.workPerOrderMicros() < 0 || o.workPerOrderMicros() > 100_000) {
            errors.add(new FieldError(
                    "workPerOrderMicros", "must be 0..100000 microseconds, was " + o.workPerOrderMicros()));
        } else if (o.workPerOrderMicros() != 0 && !scenario.equals(Scenarios.PIPELINED)) {
            errors.add(notRead("workPerOrderMicros", scenario, "pipelined"));
        }
        if (o.concurrency() == null || o.concurrency().isEmpty()) {
            errors.add(new FieldError(
                    "concurrency", "must list at least one number of aggregations, was " + o.concurrency()));
        } else if (o.concurrency().stream()
                .anyMatch(k -> k < 1 || k > 100_000 || (o.orders() >= 1 && k > o.orders()))) {
            errors.add(new FieldError(
                    "concurrency",
                    "each value must be 1..100000 and at most the orders (" + o.orders()
                            + "; every aggregation walks its own partition), was " + o.concurrency()));
        } else if (o.concurrency().stream().distinct().count()
                != o.concurrency().size()) {
            errors.add(new FieldError("concurrency", "lists a value twice: " + o.concurrency()));
        } else if (!o.concurrency().equals(d.concurrency()) && !scenario.equals(Scenarios.FAN_OUT)) {
            errors.add(notRead("concurrency", scenario, "fan-out"));
        }
        int pool = poolThreads(o.threads());
        if (pool == 0 || pool > 10_000) {
            errors.add(new FieldError("threads", "must be 1..10000 or per-aggregation, was " + o.threads()));
        } else if (!o.threads().equals(d.threads()) && !scenario.equals(Scenarios.FAN_OUT)) {
            errors.add(notRead("threads", scenario, "fan-out"));
        }
        if (o.faultRate() == null || !(o.faultRate() >= 0 && o.faultRate() <= 1)) {
            errors.add(new FieldError("faultRate", "must be 0..1 (a share of the pages), was " + o.faultRate()));
        } else if (o.faultRate() != 0 && !scenario.equals(Scenarios.FAULTS)) {
            errors.add(notRead("faultRate", scenario, "faults"));
        }
        if (o.faultKinds() == null || o.faultKinds().isEmpty() || !FAULT_KINDS.containsAll(o.faultKinds())) {
            errors.add(new FieldError(
                    "faultKinds", "must list some of " + String.join(",", FAULT_KINDS) + ", was " + o.faultKinds()));
        } else if (!o.faultKinds().equals(d.faultKinds()) && !scenario.equals(Scenarios.FAULTS)) {
            errors.add(notRead("faultKinds", scenario, "faults"));
        }
        return errors;
    }

    /**
     * What is wrong with a latency value, if anything (the mock's syntax: 50, lognormal:..., uniform:...). Every
     * number in every form is at most {@value #MAX_LATENCY_MILLIS} ms, the limit the mock applies too
     * ({@code mock.Latency.MAX_MILLIS}; {@code LatencyLimitTest} checks that the two agree).
     */
    static java.util.Optional<String> latencyError(String value) {
        String hint =
                "must be milliseconds (50), lognormal:p50=MS,p99=MS or uniform:min=MS,max=MS, was '" + value + "'";
        if (value == null) {
            return java.util.Optional.of(hint);
        }
        String tooLong = "each number must be at most " + MAX_LATENCY_MILLIS + " ms, was '" + value + "'";
        if (FIXED.matcher(value).matches()) {
            return Integer.parseInt(value) > MAX_LATENCY_MILLIS
                    ? java.util.Optional.of("must be at most " + MAX_LATENCY_MILLIS + " ms, was " + value)
                    : java.util.Optional.empty();
        }
        Matcher lognormal = LOGNORMAL.matcher(value);
        if (lognormal.matches()) {
            int p50 = Integer.parseInt(lognormal.group(1));
            int p99 = Integer.parseInt(lognormal.group(2));
            if (p50 < 1 || p99 <= p50) {
                return java.util.Optional.of("lognormal needs 0 < p50 < p99, was '" + value + "'");
            }
            return p99 > MAX_LATENCY_MILLIS ? java.util.Optional.of(tooLong) : java.util.Optional.empty();
        }
        Matcher uniform = UNIFORM.matcher(value);
        if (uniform.matches()) {
            int min = Integer.parseInt(uniform.group(1));
            int max = Integer.parseInt(uniform.group(2));
            if (min > max) {
                return java.util.Optional.of("uniform needs min <= max, was '" + value + "'");
            }
            return max > MAX_LATENCY_MILLIS ? java.util.Optional.of(tooLong) : java.util.Optional.empty();
        }
        return java.util.Optional.of(hint);
    }

    private static FieldError notRead(String field, String scenario, String readBy) {
        return new FieldError(
                field,
                "is not read by scenario " + scenario + " (only by " + readBy
                        + "); leave it out or choose that scenario");
    }

    private static void refuseWithAll(List<FieldError> errors, String field, Object value, Object defaultValue) {
        if (!Objects.equals(value, defaultValue)) {
            errors.add(new FieldError(
                    field,
                    "cannot be set with scenario all, which runs each scenario with its own "
                            + "teaching sizes (TeachingSet, docs/measuring.md); run one scenario to choose it"));
        }
    }
}
