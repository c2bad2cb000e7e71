package dev.aggregationbench.run;

import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import java.util.List;

/**
 * The scenario ids a run accepts ({@code --scenario}, defined with the knob: {@link Knob#SCENARIO}). The scenarios
 * themselves (what each variant runs) are in {@code dev.aggregationbench.scenario}; docs/scenarios/ explains them.
 */
public final class Scenarios {

    public static final String SEQUENTIAL = "sequential";
    public static final String LATENCY = "latency";
    public static final String PIPELINED = "pipelined";
    public static final String FAN_OUT = "fan-out";
    public static final String FAULTS = "faults";
    /** Not a scenario: the teaching set, each scenario at small sizes, one after another. */
    public static final String ALL = "all";

    /** In the order a learner meets them; {@code all} runs them in this order. */
    public static final List<String> IDS =
            scenarioKnobValues().stream().filter(id -> !id.equals(ALL)).toList();

    /** The values of {@code --scenario}: the scenarios and {@code all}. */
    private static List<String> scenarioKnobValues() {
        return ((Kind.Choice) Knob.SCENARIO.definition().kind()).values();
    }

    private Scenarios() {}
}
