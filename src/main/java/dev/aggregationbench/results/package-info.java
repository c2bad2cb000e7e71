/**
 * What a run found: {@code RunResults} (results.json), its summaries over repetitions (median, min-max, confidence
 * interval from Commons Statistics), the table, results.csv and summary.md.
 *
 * <p>May depend on: {@code run}, {@code measurement}, {@code files}.
 */
package dev.aggregationbench.results;
