/**
 * The story of aggregation-bench, package by package, in the order a reader follows it (docs/code-map.md):
 * {@code order} (the data and its exact statistics) -> {@code mock} (the orders API) -> {@code client} (HTTP, JSON,
 * retries, once) -> {@code variant} (the six styles) and {@code scenario} (what else each style runs) ->
 * {@code worker} (one variant in one measured JVM), made of {@code probe} (the probes) and {@code workerdoc}
 * (its document, written by {@code files}) -> {@code run} (what a run is) -> {@code results}, {@code report},
 * {@code compare} (what a run found) -> {@code orchestration} and {@code isolation} (the engine: fresh, CPU-limited
 * JVMs) -> {@code cli} and {@code api} (the two front doors; {@code AggregationBenchApplication} here starts the
 * REST service).
 *
 * <p>Dependencies point up that list only, and each package's {@code package-info.java} says which it may use;
 * {@code PackageStoryTest} keeps both true, {@code KnobNamesTest} keeps one name per knob.
 */
package dev.aggregationbench;
