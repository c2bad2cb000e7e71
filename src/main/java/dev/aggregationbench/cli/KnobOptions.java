package dev.aggregationbench.cli;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobCli;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunRules;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The run's knobs as options of {@link BenchmarkMain}: one per {@link Knob}, built from its definition
 * ({@link KnobCli}: name, help, placeholder, default, the old spellings as hidden options) when picocli builds the
 * command, listed before the options that are not knobs.
 */
final class KnobOptions implements IModelTransformer {

    @Override
    public CommandSpec transform(CommandSpec spec) {
        return KnobCli.of(Knob.values()).addTo(spec);
    }

    /**
     * The knobs' values the parsed command line gives, checked ({@link RunRules}; a dimension knob may list several
     * values: a matrix), or {@code usage}'s exception naming the first wrong knob.
     */
    static KnobValues toValues(CommandSpec spec, Function<String, ? extends RuntimeException> usage) {
        KnobValues values = KnobValues.of(KnobCli.values(spec));
        List<RunOptions.FieldError> errors =
                RunRules.check(values, Runtime.getRuntime().availableProcessors());
        if (!errors.isEmpty()) {
            RunOptions.FieldError first = errors.getFirst();
            throw usage.apply(
                    Knob.byName(first.field()).orElseThrow().definition().cliOption() + " " + first.message()
                            + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more problem(s))" : ""));
        }
        return values;
    }
}
