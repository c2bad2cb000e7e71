package dev.aggregationbench.knob;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * An on/off knob is also a flag on the command line: {@code --fail-fast} alone is on, {@code --fail-fast=off} off,
 * absent its default; a value that is neither is refused naming both. Built by {@link KnobCli} as every program
 * builds its options, parsed by picocli.
 */
class OnOffFlagTest {

    @ParameterizedTest
    @CsvSource({"--fail-fast, on", "--fail-fast=on, on", "--fail-fast=off, off"})
    void theFlagAloneIsOn(String arg, String value) {
        assertThat(parse(arg)).containsEntry(Knob.FAIL_FAST, value);
    }

    @Test
    void absentItIsItsDefaultAndAFollowingOptionIsNotTakenAsItsValue() {
        assertThat(parse()).containsEntry(Knob.FAIL_FAST, Knob.OFF);
        assertThat(parse("--fail-fast", "--aot-cache=off"))
                .containsEntry(Knob.FAIL_FAST, Knob.ON)
                .containsEntry(Knob.AOT_CACHE, Knob.OFF);
    }

    @Test
    void aValueThatIsNeitherIsRefused() {
        CommandSpec spec = spec();
        new CommandLine(spec).parseArgs("--fail-fast=maybe");
        assertThat(KnobValues.of(KnobCli.values(spec)).problems())
                .containsEntry(Knob.FAIL_FAST, "must be off or on, was 'maybe'");
    }

    private static Map<Knob, String> parse(String... args) {
        CommandSpec spec = spec();
        new CommandLine(spec).parseArgs(args);
        return KnobCli.values(spec);
    }

    private static CommandSpec spec() {
        return KnobCli.of(Knob.FAIL_FAST, Knob.AOT_CACHE).addTo(CommandSpec.create());
    }
}
