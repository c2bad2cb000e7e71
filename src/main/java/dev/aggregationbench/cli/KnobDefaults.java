package dev.aggregationbench.cli;

import dev.aggregationbench.run.Knob;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The CLI's defaults, read from {@link Knob}: no {@code @Option} of a knob writes its default itself, so the CLI, the
 * REST service and results.json cannot disagree. {@code KnobNamesTest} checks that every knob has its option.
 */
final class KnobDefaults implements IDefaultValueProvider {

    @Override
    public String defaultValue(ArgSpec argSpec) {
        if (argSpec instanceof OptionSpec option && !option.hidden()) { // hidden: an old spelling, no default
            return Knob.byName(option.longestName()).map(Knob::defaultValue).orElse(null);
        }
        return null;
    }
}
