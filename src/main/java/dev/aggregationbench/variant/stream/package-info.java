/**
 * The {@code stream} variant: one teaching example, read with docs/variants/02-stream.md.
 *
 * <p>May depend on: {@code variant} (the contract), {@code client}, {@code order}.
 */
package dev.aggregationbench.variant.stream;
