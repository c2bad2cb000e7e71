/**
 * The worker's measurement document: {@code WorkerResult} and the records it is made of, and their JSON
 * ({@code WorkerResultJson}). It is the contract between the worker and the orchestration; docs/worker-document.md
 * describes every field.
 *
 * <p>May depend on: {@code order}, {@code files}.
 */
package dev.aggregationbench.measurement;
