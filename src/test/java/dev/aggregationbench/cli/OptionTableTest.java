package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Knob;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The option table of docs/options.md is the knobs' definitions, written out: one row per {@link Knob}, in their order, with its
 * CLI spelling and old names, its REST name, its default and its {@link Definition#explanation()} (and the page of the
 * docs that says more); the options that are not knobs follow. A knob added, renamed or redescribed fails here
 * until the table follows: the expected rows are in the failure, ready to paste.
 */
class OptionTableTest {

    @Test
    void theKnobRowsAreTheDefinitions() throws IOException {
        List<String> rows = Files.readAllLines(Path.of("docs/options.md")).stream()
                .dropWhile(l -> !l.equals("## Options"))
                .filter(l -> l.startsWith("| `--"))
                .toList();
        List<String> expected =
                Arrays.stream(Knob.values()).map(OptionTableTest::row).toList();

        assertThat(String.join("\n", rows.subList(0, Math.min(rows.size(), expected.size()))))
                .as("docs/options.md's option table, first rows: one per knob")
                .isEqualTo(String.join("\n", expected));
        assertThat(rows.subList(expected.size(), rows.size()))
                .as("the rows after the knobs: options of ./benchmark.sh that are not knobs")
                .allSatisfy(row -> assertThat(KnobNamesTest.NOT_KNOBS).contains(row.substring(3, row.indexOf('`', 3))));
    }

    /** The knob's row: CLI (old names), REST name (old names), default, explanation (and docs, linked from docs/). */
    static String row(Knob knob) {
        Definition definition = knob.definition();
        List<String> restOld = definition.aliases().stream()
                .filter(a -> !a.equals(definition.field()))
                .toList();
        String docs = definition.docs() == null
                ? ""
                : " ([" + definition.docs().replaceFirst("^docs/", "").replaceFirst("#.*", "") + "]("
                        + definition.docs().replaceFirst("^docs/", "") + "))";
        return "| `" + definition.cliOption() + "`"
                + old(definition.aliases().stream().map(a -> "--" + a).toList())
                + " | `" + definition.field() + "`" + old(restOld)
                + " | " + definition.defaultValue()
                + " | " + definition.explanation() + docs + " |";
    }

    private static String old(List<String> names) {
        return names.isEmpty()
                ? ""
                : " (old: " + names.stream().map(n -> "`" + n + "`").collect(Collectors.joining(", ")) + ")";
    }
}
