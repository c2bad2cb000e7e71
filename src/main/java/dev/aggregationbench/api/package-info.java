/**
 * The REST service ({@code ./benchmark.sh serve}): runs queued one at a time on the same engine as the CLI, Server-Sent
 * Events, problem+json errors, Micrometer metrics, and what its web page starts from: each scenario's question and
 * committed run, read from docs/scenarios/ ({@code GET /api/scenarios}). A run with several values in a dimension
 * knob is a matrix, run by the CLI's {@code MatrixRun} ({@code MatrixCells}).
 *
 * <p>May depend on: {@code run}, {@code orchestration}, {@code isolation}, {@code results}, {@code compare}
 * ({@code GET /api/compare}), {@code report} (a matrix's matrix.json), {@code workerdoc}, {@code variant},
 * {@code files}, {@code knob}, {@code text}; nothing depends on it. Spring finds its beans by scanning, so its types
 * are package-private; the few public ones are read by tests of other packages (the request, its refusal, the
 * results reader, the scenario guides and the web page's controller), and Tomcat instantiates the error report valve by
 * its name.
 */
package dev.aggregationbench.api;
