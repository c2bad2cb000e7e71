/**
 * The probes: code that reads the running JVM and kernel while a pass runs, namely allocation
 * ({@code AllocationCounter}), GC events and pauses ({@code GcEventRecorder}), heap pools, cgroup limits,
 * {@code /proc} readings and the {@code Sampler}, combined by {@code PassMeter}. A probe measures; it writes
 * nothing down for others to read: the records it fills in belong to {@code workerdoc}.
 *
 * <p>Every figure is a JVM or kernel counter unless its name says it is sampled.
 *
 * <p>May depend on: {@code workerdoc} (the records the probes fill in) and {@code order} (a pass result carries
 * the statistics the variant returned).
 */
package dev.aggregationbench.probe;
