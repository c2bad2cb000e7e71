/**
 * The story of aggregation-bench, package by package, in the order a reader follows it:
 * {@code order} (the data and its exact statistics) -> {@code mock} (the orders API) -> {@code client} (HTTP, JSON,
 * retries, once) -> {@code variant} (the six styles) -> {@code worker} (one variant in one measured JVM) ->
 * {@code measure} (the probes) -> {@code measurement} (the worker's document) -> {@code run} (what a run is) ->
 * {@code orchestration} and {@code isolation} (fresh, CPU-limited JVMs) -> {@code results}, {@code report},
 * {@code compare} (what a run found) -> {@code cli} and {@code api} (the two front doors).
 *
 * <p>Dependencies point down that list only; {@code KnobNamesTest} and jdeps keep names and layers honest.
 */
package dev.aggregationbench;
