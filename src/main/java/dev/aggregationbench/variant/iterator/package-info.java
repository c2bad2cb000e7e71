/**
 * The {@code iterator} variant: one teaching example, read with docs/variants/03-iterator.md.
 *
 * <p>May depend on: {@code variant} (the contract), {@code client}, {@code order}.
 */
package dev.aggregationbench.variant.iterator;
