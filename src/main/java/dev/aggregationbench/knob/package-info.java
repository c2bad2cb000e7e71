/**
 * The knobs of a run, each defined once, as a constant of {@code Knob} (holding its {@code Definition}): its
 * names, the values it takes ({@code Kind}: type, unit,
 * range or choices), its default, its meaning and the scenarios that read it; the text values a front door gathers
 * ({@code KnobValues}); and the picocli options built from them ({@code KnobCli}), for {@code ./benchmark.sh} and for
 * the worker and the mock, which take some of the same knobs; and how every command line words bad input
 * ({@code UsageErrors}: one line, exit 2). It sits at the bottom so that every program can read
 * the same definitions.
 *
 * <p>May depend on: {@code text}.
 */
package dev.aggregationbench.knob;
