/**
 * report.html: the run's charts (ECharts, inlined so the page opens offline), table and conditions, and the
 * comparison with an earlier run.
 *
 * <p>May depend on: {@code results}, {@code compare}, {@code measurement}, {@code run}, {@code files}.
 */
package dev.aggregationbench.report;
