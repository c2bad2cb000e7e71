package dev.aggregationbench.knob;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Knobs as picocli options, built from their definitions (picocli's programmatic API): the option's name is the
 * knob's {@link Definition#cliOption()}, its help {@link Definition#explanation()} and its default, and each old
 * spelling is a hidden option without a default, so that, given, it wins over the default. A command lists the knobs
 * it takes ({@code ./benchmark.sh} all of them, the worker and the mock the few they share with a run) in a
 * {@link picocli.CommandLine.IModelTransformer}, and reads their values back with {@link #values}. An on/off knob is
 * also a flag: {@code --fail-fast} alone is {@code --fail-fast=on}.
 */
public final class KnobCli {

    /** The values of an on/off knob, which the command line also takes as a flag (given alone: on). */
    private static final List<List<String>> ON_OFF = List.of(List.of(Knob.ON, Knob.OFF), List.of(Knob.OFF, Knob.ON));

    private final Map<Knob, String> defaults = new LinkedHashMap<>();
    private final Map<Knob, List<String>> oldNames = new LinkedHashMap<>();
    private boolean runNotes = true;

    private KnobCli() {}

    /** These knobs, each with its own default. */
    public static KnobCli of(Knob... knobs) {
        KnobCli cli = new KnobCli();
        for (Knob knob : knobs) {
            cli.defaults.put(knob, knob.definition().defaultValue());
            cli.oldNames.put(
                    knob,
                    knob.definition().aliases().stream().map(a -> "--" + a).toList());
        }
        return cli;
    }

    /** A program of its own gives this knob another default (the mock's latency: none, where a run's is auto). */
    public KnobCli withDefault(Knob knob, String defaultValue) {
        defaults.put(knob, defaultValue);
        return this;
    }

    /** A program of its own also reads this old spelling of the knob (the mock's {@code --latency-ms}). */
    public KnobCli withOldName(Knob knob, String name) {
        List<String> names = new ArrayList<>(oldNames.get(knob));
        names.add(name);
        oldNames.put(knob, List.copyOf(names));
        return this;
    }

    /**
     * The help leaves out which scenarios read a knob and what {@code auto} becomes: for the worker and the mock,
     * which are given the value the run chose.
     */
    public KnobCli withoutRunNotes() {
        runNotes = false;
        return this;
    }

    /** Adds the knobs' options to {@code spec}, before the options it has (they stay in their order, after). */
    public CommandSpec addTo(CommandSpec spec) {
        List<OptionSpec> others = new ArrayList<>(spec.options());
        others.forEach(spec::remove);
        defaults.forEach((knob, defaultValue) -> {
            spec.addOption(option(knob, knob.definition().cliOption())
                    .defaultValue(defaultValue)
                    .description(capitalized(
                                    runNotes
                                            ? knob.definition().explanation()
                                            : knob.definition().meaning()) + " (default: ${DEFAULT-VALUE}).")
                    .build());
            for (String old : oldNames.get(knob)) {
                spec.addOption(option(knob, old).hidden(true).build());
            }
        });
        others.forEach(spec::addOption);
        return spec;
    }

    /** The value of each of these knobs on the parsed command line: an old spelling given, else the option's. */
    public static Map<Knob, String> values(CommandSpec spec) {
        Map<Knob, String> values = new EnumMap<>(Knob.class);
        for (OptionSpec option : spec.options()) {
            if (option.userObject() instanceof Knob knob && (!option.hidden() || option.getValue() != null)) {
                values.put(knob, text(option.getValue()));
            }
        }
        return values;
    }

    /**
     * The knobs' values on the parsed command line, each checked against its kind: a wrong one is picocli's usage
     * error naming the option ("--page-size must be 1..10000, was '0'"), so the program exits 2 before it starts.
     */
    public static KnobValues checkedValues(CommandSpec spec) {
        KnobValues values = KnobValues.of(values(spec));
        values.problems().entrySet().stream().findFirst().ifPresent(wrong -> {
            throw new ParameterException(
                    spec.commandLine(), wrong.getKey().definition().cliOption() + " " + wrong.getValue());
        });
        return values;
    }

    private static OptionSpec.Builder option(Knob knob, String name) {
        OptionSpec.Builder option = OptionSpec.builder(name)
                .paramLabel(knob.definition().paramLabel())
                .userObject(knob);
        Kind kind = knob.definition().kind();
        if (kind instanceof Kind.Choice choice && ON_OFF.contains(choice.values())) {
            return option.type(String.class).arity("0..1").fallbackValue(Knob.ON); // --fail-fast alone: on
        }
        return kind instanceof ListOf
                ? option.type(List.class).auxiliaryTypes(String.class).splitRegex(",")
                : option.type(String.class);
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String text(Object value) {
        return value instanceof List<?> list ? KnobValues.listText(list) : (String) value;
    }
}
