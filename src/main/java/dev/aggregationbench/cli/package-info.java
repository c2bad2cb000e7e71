/**
 * The command line, {@code ./benchmark.sh [run]}: picocli options (their names and defaults come from {@code Knob}),
 * the progress display and the table on stdout.
 *
 * <p>May depend on: everything below it; nothing depends on it.
 */
package dev.aggregationbench.cli;
