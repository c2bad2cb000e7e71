/**
 * The {@code reactor} variant: one teaching example, read with docs/variants/05-reactor.md.
 *
 * <p>May depend on: {@code variant} (the contract), {@code scenario} (the fan-out and pipelined contracts),
 * {@code client}, {@code order}.
 */
package dev.aggregationbench.variant.reactor;
