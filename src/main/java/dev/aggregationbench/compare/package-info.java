/**
 * {@code benchmark.sh compare}: what changed between two runs and whether it is outside the noise (Welch's t-test,
 * interval separation and a minimum effect).
 *
 * <p>May depend on: {@code results}, {@code measurement}, {@code run}, {@code files} (the reader's one-line
 * errors), {@code text}.
 */
package dev.aggregationbench.compare;
