/**
 * The command line, {@code ./benchmark.sh [run]}: picocli options (their names and defaults come from {@code Knob}),
 * the progress display and what stdout gets (one line per variant by default, {@code --details} for the full tables), to
 * the terminal's width; one run ({@code OneRunCommand}), {@code --scenario=all} ({@code TeachingSetCommand}) and a
 * matrix ({@code MatrixCommand}), each a set of runs.
 *
 * <p>May depend on: everything below it; nothing depends on it.
 */
package dev.aggregationbench.cli;
