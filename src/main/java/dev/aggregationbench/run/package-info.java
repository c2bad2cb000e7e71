/**
 * What a run is, shared by everything above it: its options ({@code RunOptions}, one per {@code knob.Knob}) and the
 * rules they must meet together ({@code RunRules}), the
 * choices they take ({@code GcChoice}, {@code IsolationMode}), the events a run reports ({@code RunEvent},
 * {@code RunEventType}), how it ended ({@code RunOutcome}), the engine that runs it ({@code BenchmarkEngine}), and what
 * {@code --scenario=all} runs ({@code TeachingSet}); the cells a matrix's dimension knobs make ({@code Matrix}:
 * {@code --jdk=21,25 --gc=G1,Parallel}).
 *
 * <p>May depend on: {@code knob}, {@code variant} (the ids), {@code text}.
 */
package dev.aggregationbench.run;
