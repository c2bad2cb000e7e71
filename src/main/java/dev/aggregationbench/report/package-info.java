/**
 * report.html: the run's charts (ECharts, inlined so the page opens offline), table and conditions, and the
 * comparison with an earlier run; the index of a {@code --scenario=all} run ({@code TeachingSetIndex}); a matrix's files beside its cells
 * ({@code MatrixIndex}: matrix.json, matrix.csv, summary.md, index.html).
 *
 * <p>May depend on: {@code results}, {@code compare}, {@code workerdoc}, {@code run}, {@code files}.
 */
package dev.aggregationbench.report;
