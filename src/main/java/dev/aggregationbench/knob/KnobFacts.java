package dev.aggregationbench.knob;

import java.util.List;
import java.util.Locale;

/**
 * What a {@link Knob} answers, each read from its {@link Definition}: its names, values, default, meaning, the
 * scenarios and programs that read it, and how the web form and the docs show it. Only {@link Knob} is one; the
 * answers stand here so that the enum holds the definitions alone.
 */
public sealed interface KnobFacts permits Knob {

    /** The knob's definition, as its constant in {@link Knob} writes it. */
    Definition definition();

    /** The name in the REST body and in results.json. */
    default String field() {
        return definition().field();
    }

    /** The CLI option: {@code --} and the kebab-case of {@link #field()}. */
    default String cliOption() {
        return "--" + field().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** Old spellings still accepted (CLI: {@code --} + alias; REST: the alias as a field name). */
    default List<String> aliases() {
        return definition().aliases();
    }

    default Kind kind() {
        return definition().kind();
    }

    /** This knob's values as whole numbers, for a program that takes the knob as a number of its own. */
    default Kind.Whole whole() {
        return (Kind.Whole) kind();
    }

    /** The default, as it would be typed on the command line. */
    default String defaultValue() {
        return definition().defaultValue();
    }

    /** What the knob means, in a few words (without its values: {@link #explanation()} adds them). */
    default String description() {
        return definition().description();
    }

    default String paramLabel() {
        return definition().paramLabel();
    }

    /** Whether this program takes the knob as an option of its own. */
    default boolean isTakenBy(Program program) {
        return definition().programs().contains(program);
    }

    /** The scenarios that read this knob; empty when every scenario does. */
    default List<String> readBy() {
        return definition().readBy();
    }

    /** The scenarios that read this knob, in words: "latency, pipelined, fan-out and faults". */
    default String readByText() {
        return definition().readByText();
    }

    /** The knob's value when it is {@code auto} (or another value) in this scenario. */
    default String resolve(String value, String scenario) {
        return definition().resolve(value, scenario);
    }

    /** The label the web page's form shows, with its unit ("Work per order (µs)"). */
    default String title() {
        return definition().title();
    }

    /** Whether the web page's form keeps this knob under "advanced": one a first run leaves at its default. */
    default boolean advanced() {
        return definition().advanced();
    }

    /** The page of the docs that says more, or null. */
    default String docs() {
        return definition().docs();
    }

    /**
     * The meaning and the values in one sentence, as the CLI's help, the OpenAPI schema and the option table of
     * docs/options.md show it: "fan-out only: aggregations at once (K)...; a comma-separated list, each 1..100000".
     */
    default String explanation() {
        return definition().explanation();
    }

    /** The meaning and the values, without the scenarios: what a program given one value needs to know. */
    default String meaning() {
        return definition().meaning();
    }
}
