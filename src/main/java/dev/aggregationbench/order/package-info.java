/**
 * Orders and their statistics: the {@code Order} record a page carries, and {@code OrderStatsAccumulator}, the one
 * place the exact arithmetic lives (every variant, the mock's ground truth and the worker's check use it).
 *
 * <p>May depend on: nothing of this project.
 */
package dev.aggregationbench.order;
