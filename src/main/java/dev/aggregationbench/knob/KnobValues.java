package dev.aggregationbench.knob;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A value for every knob, as text (what the command line or the REST body gave, the default for the others). The
 * front doors fill one in; {@link #problems()} says what each knob's {@link Kind} refuses; the typed getters read a
 * value once it is known to be good.
 */
public final class KnobValues {

    private final Map<Knob, String> values;

    private KnobValues(Map<Knob, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Every knob at its default. */
    public static KnobValues defaults() {
        return of(Map.of());
    }

    /** These values; a knob that is not among them takes its default. */
    public static KnobValues of(Map<Knob, String> given) {
        Map<Knob, String> values = new EnumMap<>(Knob.class);
        for (Knob knob : Knob.values()) {
            String value = given.get(knob);
            values.put(knob, value != null ? value : knob.definition().defaultValue());
        }
        return new KnobValues(values);
    }

    public KnobValues with(Knob knob, String value) {
        Map<Knob, String> changed = new EnumMap<>(values);
        changed.put(knob, value != null ? value : knob.definition().defaultValue());
        return new KnobValues(changed);
    }

    public String get(Knob knob) {
        return values.get(knob);
    }

    /** Whether the knob has its default value. */
    public boolean isDefault(Knob knob) {
        return knob.definition().defaultValue().equals(get(knob));
    }

    /** What each knob's kind refuses in its value, in the knobs' order; empty when every value is good. */
    public Map<Knob, String> problems() {
        Map<Knob, String> problems = new LinkedHashMap<>();
        for (Map.Entry<Knob, String> entry : values.entrySet()) {
            Optional<String> wrong = entry.getKey().definition().kind().problem(entry.getValue());
            wrong.ifPresent(message -> problems.put(entry.getKey(), message));
        }
        return problems;
    }

    /** Whether the knob's value is good (its kind accepts it). */
    public boolean isGood(Knob knob) {
        return knob.definition().kind().problem(get(knob)).isEmpty();
    }

    /** A whole number's value. */
    public long whole(Knob knob) {
        return Long.parseLong(get(knob).strip());
    }

    /** A number's value; null when the value is the knob's word ({@code auto}). */
    public Double decimal(Knob knob) {
        Object value = knob.definition().kind().parse(get(knob));
        return value instanceof Number number ? number.doubleValue() : null;
    }

    /** The value as text, a choice in its own spelling ({@code g1} is {@code G1}). */
    public String text(Knob knob) {
        return String.valueOf(knob.definition().kind().parse(get(knob)));
    }

    /** A list's values as text. */
    public List<String> list(Knob knob) {
        List<String> items = new ArrayList<>();
        for (Object item : (List<?>) knob.definition().kind().parse(get(knob))) {
            items.add(String.valueOf(item));
        }
        return List.copyOf(items);
    }

    /** A list of whole numbers. */
    public List<Integer> wholeList(Knob knob) {
        return list(knob).stream().map(Integer::valueOf).toList();
    }

    /** The text of a list, as the command line writes it: {@code 1,10,100}. */
    public static String listText(List<?> items) {
        return ListOf.join(items);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KnobValues that && values.equals(that.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
