package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What values a knob takes, written once: the CLI, the REST body, the OpenAPI schema, the option table of docs/options.md and
 * every message about a wrong value read it from here. A value is always handled as the text it would be on the
 * command line ({@code 1,10,100} for a list); {@link #problem} says what is wrong with one, {@link #parse} turns a
 * good one into its Java value, {@link #describe} says in words what is allowed.
 */
public sealed interface Kind
        permits Kind.Whole, Kind.Decimal, Size, Kind.Choice, Kind.Text, ListOf, Kind.Or, LatencySyntax {

    /** What is wrong with this value, if anything: "must be 1..10000, was '0'". */
    Optional<String> problem(String text);

    /** The Java value of a good text: Long, Double, String, or a List of one of them. */
    Object parse(String text);

    /** The allowed values in words: "1..10000 ms", "G1, ZGC, Shenandoah". */
    String describe();

    /** The placeholder in the CLI's help: {@code --page-size=N}. */
    String paramLabel();

    /** The message for a value that is not allowed. */
    default String refuse(String text) {
        return "must be " + describe() + ", was " + Echo.quote(text);
    }

    /** Refused unless the text is a number ({@link #parse} does not throw) that {@code fits}. */
    private static Optional<String> numberProblem(Kind kind, String text, Predicate<Object> fits) {
        try {
            return fits.test(kind.parse(text)) ? Optional.empty() : Optional.of(kind.refuse(text));
        } catch (NumberFormatException e) {
            return Optional.of(kind.refuse(text));
        }
    }

    /** A whole number within [min, max]; {@code Long.MAX_VALUE} or {@code Integer.MAX_VALUE} as max: no upper bound. */
    record Whole(long min, long max, String unit) implements Kind {

        public boolean bounded(long bound) {
            return bound != Long.MIN_VALUE && bound != Long.MAX_VALUE && bound != Integer.MAX_VALUE;
        }

        @Override
        public Optional<String> problem(String text) {
            return numberProblem(this, text, value -> (Long) value >= min && (Long) value <= max);
        }

        @Override
        public Object parse(String text) {
            return Long.parseLong(text.strip());
        }

        @Override
        public String describe() {
            String range = !bounded(min) && !bounded(max)
                    ? "a whole number"
                    : !bounded(max) ? "at least " + min : !bounded(min) ? "at most " + max : min + ".." + max;
            return unit.isEmpty() ? range : range + " " + unit;
        }

        @Override
        public String paramLabel() {
            return unit.isEmpty() ? "N" : unit.toUpperCase(Locale.ROOT).replace(' ', '_');
        }
    }

    /** A finite number within [min, max] (fractions allowed); {@code max} infinite: no upper bound. */
    record Decimal(double min, double max) implements Kind {

        @Override
        public Optional<String> problem(String text) {
            return numberProblem(this, text, value -> {
                double number = (Double) value;
                return Double.isFinite(number) && number >= min && number <= max;
            });
        }

        @Override
        public Object parse(String text) {
            return Double.parseDouble(text.strip());
        }

        @Override
        public String describe() {
            return Double.isInfinite(max) ? "at least " + plain(min) : plain(min) + ".." + plain(max);
        }

        @Override
        public String paramLabel() {
            return "X";
        }

        static String plain(double value) {
            return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
        }
    }

    /** One of a few words; {@code ignoreCase}: {@code g1} is {@code G1}. */
    record Choice(List<String> values, boolean ignoreCase) implements Kind {

        public Choice {
            values = List.copyOf(values);
        }

        @Override
        public Optional<String> problem(String text) {
            return values.stream().anyMatch(v -> ignoreCase ? v.equalsIgnoreCase(text.strip()) : v.equals(text))
                    ? Optional.empty()
                    : Optional.of(refuse(text));
        }

        @Override
        public Object parse(String text) {
            return values.stream()
                    .filter(v -> ignoreCase ? v.equalsIgnoreCase(text.strip()) : v.equals(text))
                    .findFirst()
                    .orElseThrow();
        }

        @Override
        public String describe() {
            return values.size() == 2 ? values.get(0) + " or " + values.get(1) : "one of " + String.join(", ", values);
        }

        @Override
        public String paramLabel() {
            return String.join("|", values);
        }
    }

    /** Any text that is not blank (its meaning is checked where it is known, e.g. a registry's ids). */
    record Text(String label) implements Kind {

        @Override
        public Optional<String> problem(String text) {
            return text.isBlank() ? Optional.of("must not be empty") : Optional.empty();
        }

        @Override
        public Object parse(String text) {
            return text.strip();
        }

        @Override
        public String describe() {
            return label;
        }

        @Override
        public String paramLabel() {
            return "ID";
        }
    }

    /** A word ({@code auto}, {@code per-aggregation}) or a value of another kind. */
    record Or(String word, Kind other) implements Kind {

        /** The word, or a good value of the other kind; a problem the other words its own way is kept. */
        @Override
        public Optional<String> problem(String text) {
            return text.equals(word)
                    ? Optional.empty()
                    : other.problem(text).map(wrong -> wrong.equals(other.refuse(text)) ? refuse(text) : wrong);
        }

        @Override
        public Object parse(String text) {
            return text.equals(word) ? word : other.parse(text);
        }

        @Override
        public String describe() {
            return word + " or " + other.describe();
        }

        @Override
        public String paramLabel() {
            return word + "|" + other.paramLabel();
        }
    }

    /** The kinds nested in this one, itself first ({@code Or} and {@code ListOf} hold another). */
    default List<Kind> parts() {
        List<Kind> parts = new ArrayList<>(List.of(this));
        if (this instanceof Or or) {
            parts.addAll(or.other().parts());
        } else if (this instanceof ListOf list) {
            parts.addAll(list.element().parts());
        }
        return parts;
    }
}
