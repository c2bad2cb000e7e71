/**
 * The {@code naive} variant: one teaching example, read with docs/variants/01-naive.md.
 *
 * <p>May depend on: {@code variant} (the contract), {@code client}, {@code order}.
 */
package dev.aggregationbench.variant.naive;
