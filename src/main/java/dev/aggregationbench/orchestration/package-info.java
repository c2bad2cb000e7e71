/**
 * Orchestration: {@code BenchmarkRunner}, the engine behind both the CLI and the REST service. It starts the mock
 * ({@code MockProcess}) and measures its capacity, runs the transport row and each variant in fresh, isolated JVMs
 * ({@code WorkerJvms}), collects and verifies their documents and writes the result files
 * ({@code ResultsFromRepetitions}: a run's results from the repetitions that finished, so a run interrupted or
 * cancelled keeps them, and the files of one whose process was killed are rebuilt from the documents on disk).
 * {@code AotCache} trains (once per build and JVM flags) and hands out the workers' JDK 25 AOT cache.
 * {@code TeachingSetRun} runs {@code --scenario=all}, one such run per scenario; {@code MatrixRun} runs a matrix
 * ({@code --jdk=21,25 --gc=G1,Parallel}), one such run per cell, each worker on its cell's JDK ({@code WorkerJdk});
 * both run their parts through {@code PartsInSequence}.
 *
 * <p>May depend on: {@code run}, {@code isolation}, {@code probe} (the git commit), {@code workerdoc},
 * {@code mock} (its capacity check), {@code results}, {@code report}, {@code compare} (a matrix's cells side by side),
 * {@code variant}, {@code knob} (the knobs the worker takes), {@code text}, {@code client} (the conditions name each client's stack).
 */
package dev.aggregationbench.orchestration;
