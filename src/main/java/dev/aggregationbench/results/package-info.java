/**
 * What a run found: {@code RunResults} (results.json), the figures it holds, each defined once ({@code Figure}: id,
 * label, unit, how it is measured, where it is shown; every table, chart, metric and the web page read it), its
 * summaries over repetitions (median, min-max, confidence interval from Commons Statistics), the ranking the
 * statistics support ({@code Ranking}), the mock's share of the fastest pass ({@code MockShare}), the output a person
 * reads first ({@code CompactResults}: one line per variant and the run in plain words, to a width), the full tables
 * ({@code ResultsTable}, with the scenario's own rows and the {@code mock-bound*} mark of rows that reached the mock's
 * measured capacity, {@code MockBound}), results.csv and summary.md.
 *
 * <p>May depend on: {@code run}, {@code workerdoc}, {@code files}, {@code text}.
 */
package dev.aggregationbench.results;
