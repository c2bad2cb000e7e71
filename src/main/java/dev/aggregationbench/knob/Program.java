package dev.aggregationbench.knob;

/** A program of its own that a run starts, which takes some knobs as options too (the value the run chose). */
public enum Program {
    /** {@code ./benchmark.sh worker}: one variant in one JVM. */
    WORKER,
    /** {@code ./benchmark.sh mock}: the orders API. */
    MOCK
}
