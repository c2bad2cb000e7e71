/**
 * The worker's document: {@code WorkerResult}, the records it is made of and their JSON ({@code WorkerResultJson}),
 * the contract between the worker and the orchestration (docs/worker-document.md describes every field). It holds
 * readings but takes none: the code that reads the JVM is in {@code probe}.
 *
 * <p>May depend on: {@code order}, {@code files}, {@code text} (an outcome's id).
 */
package dev.aggregationbench.workerdoc;
