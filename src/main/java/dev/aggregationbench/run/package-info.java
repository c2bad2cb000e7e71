/**
 * What a run is, shared by everything above it: its knobs ({@code Knob}, defined once, and {@code RunOptions}), the
 * choices they take ({@code GcChoice}, {@code IsolationMode}), the events a run reports ({@code RunEvent},
 * {@code RunEventType}), how it ended ({@code RunOutcome}), the engine that runs it ({@code BenchmarkEngine}), and what
 * {@code --scenario=all} runs ({@code TeachingSet}).
 *
 * <p>May depend on: {@code variant} (the ids).
 */
package dev.aggregationbench.run;
