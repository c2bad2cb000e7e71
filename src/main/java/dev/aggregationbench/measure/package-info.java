/**
 * The probes the worker measures a pass with: allocation ({@code AllocationCounter}), GC events and pauses
 * ({@code GcEventRecorder}), heap pools, cgroup limits, {@code /proc} readings and the {@code Sampler}, combined by
 * {@code PassMeter}. Every figure is a JVM or kernel counter unless its name says it is sampled.
 *
 * <p>May depend on: {@code measurement} (the records the probes fill in) and {@code order} (a pass result carries
 * the statistics the variant returned).
 */
package dev.aggregationbench.measure;
