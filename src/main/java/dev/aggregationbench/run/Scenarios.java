package dev.aggregationbench.run;

import java.util.List;

/**
 * The scenario ids a run accepts ({@code --scenario}), and which scenario knobs each one reads. The scenarios
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
    public static final List<String> IDS = List.of(SEQUENTIAL, LATENCY, PIPELINED, FAN_OUT, FAULTS);

    private Scenarios() {}

    /** Whether the scenario's mock adds latency to every page ({@code latencyMillis} applies). */
    public static boolean hasLatency(String scenario) {
        return !SEQUENTIAL.equals(scenario);
    }
}
