/**
 * The worker: a separate program ({@code WorkerMain}, its own JVM) that runs one variant, or a control row
 * (transport, binding), against the orders API, verifies every result against the ground truth, measures each pass
 * with the probes of {@code probe} and prints its {@code workerdoc} document. {@code AotTrainingMain} is the
 * AOT cache's training run: every workload a few passes through the same code, for {@code -XX:AOTMode=record}.
 *
 * <p>May depend on: {@code variant}, {@code scenario}, {@code client}, {@code order}, {@code probe},
 * {@code workerdoc}, {@code knob} (the options it shares with a run), {@code text}.
 */
package dev.aggregationbench.worker;
