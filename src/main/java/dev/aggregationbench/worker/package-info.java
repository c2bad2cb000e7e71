/**
 * The worker: a separate program ({@code WorkerMain}, its own JVM) that runs one variant, or the transport row,
 * against the orders API, verifies every result against the ground truth, measures each pass with the probes of
 * {@code measure} and prints its {@code measurement} document.
 *
 * <p>May depend on: {@code variant}, {@code client}, {@code order}, {@code measure}, {@code measurement}.
 */
package dev.aggregationbench.worker;
