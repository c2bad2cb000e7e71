package dev.aggregationbench.knob;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Everything about one {@link Knob}, as its constant writes it: its name ({@code field}: in the REST body and
 * results.json; the CLI spells it in kebab-case), the old spellings still read ({@code aliases}: on the CLI with
 * {@code --}, in REST as a field name), the values it takes ({@link Kind}), its default (as typed on the command line),
 * what it means in a few words ({@code description}; {@link #explanation()} adds the values), the CLI's placeholder,
 * the scenarios that read it (empty: every scenario), the programs a run starts that take it too (the worker, the
 * mock), what {@code auto} stands for in each scenario, the page of the docs that says more (or null), and how the web
 * page's form shows it: its label for a person ({@code title}, with the unit) and whether it waits under "advanced"
 * (a knob a first run leaves at its default). Everything else reads a knob through it:
 * {@code Knob.PAGE_SIZE.definition().defaultValue()}.
 */
public record Definition(
        String field,
        List<String> aliases,
        Kind kind,
        String defaultValue,
        String description,
        String paramLabel,
        List<String> readBy,
        Set<Program> programs,
        Auto auto,
        String docs,
        String title,
        boolean advanced) {

    /**
     * What {@code auto} becomes once the scenario is known: {@code byScenario}'s value for it, else {@code otherwise}.
     */
    record Auto(String otherwise, Map<String, String> byScenario) {

        Auto {
            byScenario = Collections.unmodifiableMap(new LinkedHashMap<>(byScenario));
        }

        String valueFor(String scenario) {
            return byScenario.getOrDefault(scenario, otherwise);
        }

        String describe() {
            return "auto: "
                    + byScenario.entrySet().stream()
                            .map(e -> e.getValue() + " for " + e.getKey())
                            .collect(Collectors.joining(", "))
                    + ", " + otherwise + " for the other scenarios";
        }
    }

    /** The CLI option: {@code --} and the kebab-case of {@link #field()}. */
    public String cliOption() {
        return "--" + field.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** Whether {@code name} names the knob: its field, its CLI option without the dashes, or an old spelling. */
    public boolean isNamed(String name) {
        return field.equals(name) || cliOption().equals("--" + name) || aliases.contains(name);
    }

    /** This knob's values as whole numbers, for a program that takes the knob as a number of its own. */
    public Kind.Whole whole() {
        return (Kind.Whole) kind;
    }

    /** Whether this program takes the knob as an option of its own. */
    public boolean isTakenBy(Program program) {
        return programs.contains(program);
    }

    /** Whether this scenario reads the knob: one of {@link #readBy()}, or any scenario when that is empty. */
    public boolean isReadBy(String scenario) {
        return readBy.isEmpty() || readBy.contains(scenario);
    }

    /** The scenarios that read this knob, in words: "latency, pipelined, fan-out and faults". */
    public String readByText() {
        return readBy.size() < 2
                ? String.join("", readBy)
                : String.join(", ", readBy.subList(0, readBy.size() - 1)) + " and " + readBy.getLast();
    }

    /** The knob's value when it is {@code auto} (or another value) in this scenario. */
    public String resolve(String value, String scenario) {
        return auto != null && "auto".equals(value) ? auto.valueFor(scenario) : value;
    }

    /**
     * The meaning and the values in one sentence, as the CLI's help, the OpenAPI schema and the option table of
     * docs/options.md show it: "fan-out only: aggregations at once (K)...; a comma-separated list, each 1..100000".
     */
    public String explanation() {
        String scope = readBy.isEmpty() ? "" : readByText() + " only: ";
        return scope + meaning() + (auto == null ? "" : "; " + auto.describe());
    }

    /** The meaning and the values, without the scenarios: what a program given one value needs to know. */
    public String meaning() {
        return description + "; " + kind.describe();
    }

    /** A knob the web page's form shows, labelled for a person with its unit: "Work per order (µs)". */
    static Builder knob(String field, String title) {
        return new Builder(field, title, false);
    }

    /** As {@link #knob}, in the form's "advanced" section: a knob a first run leaves at its default. */
    static Builder advancedKnob(String field, String title) {
        return new Builder(field, title, true);
    }

    /** A knob of the orders API a run's mock serves: the mock takes it as an option of its own too. */
    static Builder mock(String field, String title) {
        return knob(field, title).takenBy(Program.MOCK);
    }

    /** A knob only the fan-out scenario reads; the worker takes it. */
    static Builder fanOut(String field, String title) {
        return knob(field, title).readBy("fan-out").takenBy(Program.WORKER);
    }

    static Kind range(long min, long max) {
        return range(min, max, "");
    }

    static Kind range(long min, long max, String unit) {
        return new Kind.Whole(min, max, unit);
    }

    static Kind oneOf(String... values) {
        return new Kind.Choice(List.of(values), false);
    }

    /** A word ({@code auto}, {@code none}) or a value of another kind. */
    static Kind or(String word, Kind other) {
        return new Kind.Or(word, other);
    }

    /**
     * The knob's definition, written as a sentence that names only what differs from the usual:
     * {@code knob("pageSize", "Orders per page").takes(range(1, 10_000), "1000").means("orders per page")}. Unless
     * said, a knob has no old name, every scenario reads it, no program of its own takes it, its placeholder is its
     * kind's and {@code auto} is no value of it.
     */
    static final class Builder {
        private final String field;
        private final String title;
        private final boolean advanced;
        private List<String> aliases = List.of();
        private Kind kind;
        private String defaultValue;
        private String description;
        private String paramLabel;
        private List<String> readBy = List.of();
        private Set<Program> programs = Set.of();
        private Auto auto;
        private String docs;

        private Builder(String field, String title, boolean advanced) {
            this.field = field;
            this.title = title;
            this.advanced = advanced;
        }

        /** The values the knob takes and its default, as typed on the command line (checked against the values). */
        Builder takes(Kind valueKind, String byDefault) {
            kind = valueKind;
            defaultValue = byDefault;
            return this;
        }

        Builder means(String text) {
            description = text;
            return this;
        }

        Builder oldNames(String... names) {
            aliases = List.of(names);
            return this;
        }

        /** The CLI's placeholder instead of the kind's: {@code --concurrency=K}. */
        Builder label(String label) {
            paramLabel = label;
            return this;
        }

        /** Only these scenarios read the knob; the others refuse a value that differs from its default. */
        Builder readBy(String... scenarios) {
            readBy = List.of(scenarios);
            return this;
        }

        /** These programs take the knob as an option of their own. */
        Builder takenBy(Program... takers) {
            programs = Set.of(takers);
            return this;
        }

        /** {@code auto} is {@code otherwise}, but {@code value} in each scenario named before it. */
        Builder auto(String otherwise, String... scenarioThenValue) {
            Map<String, String> byScenario = new LinkedHashMap<>();
            for (int i = 0; i + 1 < scenarioThenValue.length; i += 2) {
                byScenario.put(scenarioThenValue[i], scenarioThenValue[i + 1]);
            }
            auto = new Auto(otherwise, byScenario);
            return this;
        }

        Builder see(String page) {
            docs = page;
            return this;
        }

        Definition build() {
            if (kind == null || defaultValue == null || description == null) {
                throw new IllegalStateException("knob " + field + " needs a kind, a default and a description");
            }
            kind.problem(defaultValue).ifPresent(wrong -> {
                throw new IllegalStateException("knob " + field + ": its default " + wrong);
            });
            return new Definition(
                    field,
                    aliases,
                    kind,
                    defaultValue,
                    description,
                    paramLabel != null ? paramLabel : kind.paramLabel(),
                    readBy,
                    programs,
                    auto,
                    docs,
                    title,
                    advanced);
        }
    }
}
