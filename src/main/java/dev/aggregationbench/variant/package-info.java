/**
 * The variants: {@code Variant} is the registry (id -> implementation) and {@code OrderAggregator} the contract;
 * one sub-package per style ({@code naive}, {@code stream}, {@code iterator}, {@code async}, {@code reactor},
 * {@code virtualthreads}) holds a short, commented teaching example.
 *
 * <p>May depend on: {@code client}, {@code order}, {@code scenario} (the scenario contracts), {@code text} (the
 * variant ids). The registry and its variants depend on each other by design.
 */
package dev.aggregationbench.variant;
