package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.api.RunRequest;
import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.ListOf;
import dev.aggregationbench.mock.Faults;
import dev.aggregationbench.run.GcChoice;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.scenario.Scenario;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One name per knob, one default: the CLI's options, the REST body's fields, the run options recorded in
 * results.json (their schema), the option table of docs/options.md and the REST exchanges the docs show all name the same
 * {@link Knob}s with the same defaults; and each metric the service publishes is a results.json figure under
 * Micrometer's Prometheus name for it, as docs/rest-api.md lists it.
 */
class KnobNamesTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Set<String> KNOB_FIELDS = Arrays.stream(Knob.values())
            .map(knob -> knob.definition().field())
            .collect(Collectors.toCollection(TreeSet::new));
    /** CLI options that are not knobs of a run: where and how its results are shown. */
    static final Set<String> NOT_KNOBS = Set.of(
            "--output",
            "--format",
            "--details",
            "--quiet",
            "--open",
            "--baseline",
            "--allow-different-conditions",
            "--allow-partial",
            "--help",
            "--version");

    @Test
    void everyKnobIsACliOptionWithItsDefaultAndEveryOtherOptionIsListed() {
        PrintStream devNull = new PrintStream(OutputStream.nullOutputStream());
        CommandSpec spec = new CommandLine(new BenchmarkMain(devNull, devNull)).getCommandSpec();
        Map<String, OptionSpec> byName = new HashMap<>();
        spec.options().forEach(o -> Arrays.stream(o.names()).forEach(n -> byName.put(n, o)));
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            OptionSpec option = byName.get(definition.cliOption());
            assertThat(option)
                    .as("CLI option %s of knob %s", definition.cliOption(), knob)
                    .isNotNull();
            assertThat(option.longestName())
                    .as("the knob's name is the option's main name")
                    .isEqualTo(definition.cliOption());
            assertThat(option.defaultValue())
                    .as("default of %s", definition.cliOption())
                    .isEqualTo(definition.defaultValue());
            assertThat(String.join(" ", option.description()))
                    .as("help of %s", definition.cliOption())
                    .containsIgnoringCase(definition.explanation())
                    .endsWith("(default: " + definition.defaultValue() + ").");
            assertThat(option.paramLabel()).isEqualTo(definition.paramLabel());
            for (String alias : definition.aliases()) {
                assertThat(byName.get("--" + alias))
                        .as("old spelling of %s", knob)
                        .isNotNull()
                        .satisfies(old -> {
                            assertThat(old.hidden()).isTrue();
                            assertThat(old.defaultValue())
                                    .as("an old spelling given wins; absent, it is null")
                                    .isNull();
                        });
            }
        }
        for (OptionSpec option : spec.options()) {
            assertThat(Knob.byName(option.longestName()).isPresent() || NOT_KNOBS.contains(option.longestName()))
                    .as("option %s is a knob or listed as not one", option.longestName())
                    .isTrue();
        }
    }

    /** The knobs whose values a registry owns list exactly the registry's: each is checked against the other. */
    @Test
    void theChoicesOfAKnobAreTheRegistrysThatOwnsThem() {
        assertThat(choices(Knob.GC))
                .containsExactlyElementsOf(Arrays.stream(GcChoice.values())
                        .map(GcChoice::displayName)
                        .toList());
        assertThat(choices(Knob.ISOLATION))
                .containsExactlyElementsOf(Arrays.stream(IsolationMode.values())
                        .map(IsolationMode::id)
                        .toList());
        assertThat(KnobValues.defaults().list(Knob.VARIANTS)).containsExactlyElementsOf(RunOptions.allVariantIds());
        assertThat(Scenarios.IDS)
                .containsExactlyElementsOf(
                        Arrays.stream(Scenario.values()).map(Scenario::id).toList());
        assertThat(choices(Knob.SCENARIO))
                .containsExactlyElementsOf(Stream.concat(Scenarios.IDS.stream(), Stream.of(Scenarios.ALL))
                        .toList());
        assertThat(((Kind.Choice) ((ListOf) Knob.FAULT_KINDS.definition().kind()).element()).values())
                .containsExactlyElementsOf(Arrays.stream(Faults.Kind.values())
                        .map(Faults.Kind::wireName)
                        .toList());
    }

    private static List<String> choices(Knob knob) {
        Kind kind = knob.definition().kind();
        Kind choice = kind instanceof ListOf list ? list.element() : kind; // gc: a list, a dimension
        return ((Kind.Choice) choice).values();
    }

    /** results.json's options, the REST echo and the REST body: every knob under its name (and its old names). */
    @Test
    void theRunOptionsTheRestEchoAndTheRestBodyHaveExactlyTheKnobsFields() {
        assertThat(new TreeSet<>(JSON.valueToTree(RunOptions.defaults()).propertyNames()))
                .isEqualTo(KNOB_FIELDS);
        JsonNode echo = JSON.valueToTree(RunRequest.of(RunOptions.defaults()));
        assertThat(new TreeSet<>(echo.propertyNames())).isEqualTo(KNOB_FIELDS);
        assertThat(echo).isEqualTo(JSON.valueToTree(RunOptions.defaults()));
        for (Knob knob : Knob.values()) {
            String field = knob.definition().field();
            for (String name : Stream.concat(Stream.of(field), knob.definition().aliases().stream())
                    .toList()) {
                RunRequest body = JSON.convertValue(Map.of(name, echo.get(field)), RunRequest.class);
                assertThat(body.toOptions(Runtime.getRuntime().availableProcessors()))
                        .as("%s read as %s", name, knob)
                        .isEqualTo(RunOptions.defaults());
            }
        }
    }

    @Test
    void resultsJsonRecordsEveryKnobUnderItsName() throws IOException {
        JsonNode schema = JSON.readTree(Files.readString(Path.of("docs/results.schema.json")));
        JsonNode options = schema.get("properties").get("options");
        Set<String> required = new TreeSet<>();
        options.get("required").forEach(n -> required.add(n.asString()));
        assertThat(required).isEqualTo(KNOB_FIELDS);
        Set<String> properties = new TreeSet<>(options.get("properties").propertyNames());
        assertThat(properties).isEqualTo(KNOB_FIELDS);
    }

    /** The exchange in docs/rest-api.md shows a run's options as the service echoes them: every knob. */
    @Test
    void theDocumentedRestExchangesEchoEveryKnobUnderItsName() throws IOException {
        for (String doc : List.of("docs/rest-api.md")) {
            String text = Files.readString(Path.of(doc));
            int start = text.indexOf("\"options\":{");
            assertThat(start).as("%s shows a run's options", doc).isNotNegative();
            JsonNode echoed =
                    JSON.readTree(text.substring(start + "\"options\":".length(), text.indexOf('}', start) + 1));
            assertThat(new TreeSet<>(echoed.propertyNames()))
                    .as("options in %s", doc)
                    .isEqualTo(KNOB_FIELDS);
        }
    }
}
