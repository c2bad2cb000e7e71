/**
 * {@code benchmark.sh compare}: what changed between two runs and whether it is outside the noise (Welch's t-test,
 * interval separation and a minimum effect); the same rule across a matrix's cells, each against the first
 * ({@code MatrixComparison}, printed by {@code MatrixTable}).
 *
 * <p>May depend on: {@code results}, {@code workerdoc}, {@code run}, {@code files} (the reader's one-line
 * errors), {@code text}, {@code knob} (its bad-input line, as every command line words it).
 */
package dev.aggregationbench.compare;
