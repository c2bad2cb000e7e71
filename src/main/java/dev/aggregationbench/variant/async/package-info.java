/**
 * The {@code async} variant: one teaching example, read with docs/variants/04-async.md.
 *
 * <p>May depend on: {@code variant} (the contract), {@code scenario} (the fan-out and pipelined contracts),
 * {@code client}, {@code order}.
 */
package dev.aggregationbench.variant.async;
