/**
 * Files written so that a reader never sees half of one, read back so that a bad one is one line, and directories
 * one process at a time. {@link dev.aggregationbench.files.AtomicFiles} writes a temporary file in the target's
 * directory, forces it to disk and renames it over the target in one step; every result file (results.json,
 * results.csv, summary.md, report.html, each worker document, the service's run.json) is written this way, and a
 * temporary file still being written when the JVM exits is removed. {@link dev.aggregationbench.files.JsonDocuments}
 * is the one reading path of the documents the project wrote: whatever is wrong with one (empty, cut short, another
 * schema version, a field missing or of the wrong type) is one message naming the file and the problem.
 * {@link dev.aggregationbench.files.IoCauses} says why a file operation failed in words;
 * {@link dev.aggregationbench.files.JsonTypeWords} what a JSON value of a Java type looks like (for a document here and
 * a REST body in {@code api}).
 *
 * <p>May depend on: {@code text} (how a message quotes a value); used by {@code workerdoc}, {@code results},
 * {@code report}, {@code compare}, {@code isolation}, {@code orchestration}, {@code cli} and {@code api}.
 */
package dev.aggregationbench.files;
