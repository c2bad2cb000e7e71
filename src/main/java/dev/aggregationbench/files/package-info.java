/**
 * Files written so that a reader never sees half of one: {@link dev.aggregationbench.files.AtomicFiles} writes a
 * temporary file in the target's directory, forces it to disk and renames it over the target in one step. Every
 * result file (results.json, results.csv, summary.md, report.html, each worker document, the service's run.json)
 * is written this way.
 *
 * <p>May depend on: nothing of this project (the JDK only); used by {@code measurement}, {@code results},
 * {@code report}, {@code isolation} and {@code api}.
 */
package dev.aggregationbench.files;
