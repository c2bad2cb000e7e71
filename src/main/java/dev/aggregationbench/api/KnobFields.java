package dev.aggregationbench.api;

import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.ListOf;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions.FieldError;
import dev.aggregationbench.text.Echo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;

/**
 * How the fields of a run's body ({@link RunRequest}) become the knobs' values, each the text the CLI would get. A
 * field is a knob's name or an old one; a JSON value whose type does not fit its knob is refused, naming the field.
 */
final class KnobFields {

    private KnobFields() {}

    /** The knobs' values the fields give (a null field gives none); each field that is wrong is added to errors. */
    static Map<Knob, String> read(Map<String, JsonNode> fields, List<FieldError> errors) {
        Map<Knob, String> values = new EnumMap<>(Knob.class);
        fields.forEach((name, value) -> {
            Knob knob = knob(name);
            if (knob == null) {
                errors.add(new FieldError(Echo.bare(name), "unknown property; known properties: " + knownNames()));
            } else if (value != null && !value.isNull()) {
                String text = text(knob, value);
                if (text == null) {
                    errors.add(new FieldError(
                            knob.definition().field(),
                            "must be " + expected(knob) + ", was " + Echo.quote(value.toString())));
                } else {
                    values.put(knob, text);
                }
            }
        });
        return values;
    }

    /** The knob a field names: its name or an old one. */
    private static Knob knob(String name) {
        return Arrays.stream(Knob.values())
                .filter(k -> k.definition().field().equals(name)
                        || k.definition().aliases().contains(name))
                .findFirst()
                .orElse(null);
    }

    private static List<String> knownNames() {
        TreeSet<String> names = new TreeSet<>();
        for (Knob knob : Knob.values()) {
            names.add(knob.definition().field());
            names.addAll(knob.definition().aliases());
        }
        return List.copyOf(names);
    }

    /**
     * The JSON value as the text the CLI would get: a string or number as it is, a list's items joined by commas;
     * null when its JSON type does not fit (a list where one value belongs, an object, a null in a list, a number
     * sent as a string: as everywhere in this API, not silently converted).
     */
    private static String text(Knob knob, JsonNode value) {
        Kind kind = knob.definition().kind();
        if (!(kind instanceof ListOf list)) {
            return fits(kind, value) ? scalar(value) : null;
        }
        if (!value.isArray()) { // a dimension knob takes one value as a string too: "gc":"G1", "jdk":"21"
            boolean dimension = Matrix.DIMENSIONS.stream().anyMatch(d -> d.knob() == knob);
            return dimension && fits(list.element(), value) ? scalar(value) : null;
        }
        List<String> items = new ArrayList<>();
        for (JsonNode item : value) {
            if (!fits(list.element(), item)) {
                return null;
            }
            items.add(scalar(item));
        }
        return String.join(",", items);
    }

    /** A number for a number, a string or a number for the others; never null, an array or an object. */
    private static boolean fits(Kind kind, JsonNode value) {
        boolean number = kind instanceof Kind.Whole || kind instanceof Kind.Decimal;
        return value.isValueNode() && !value.isNull() && (!number || value.isNumber());
    }

    /** A string as it is, another JSON value (a number) as its JSON text. */
    static String scalar(JsonNode value) {
        return value.isString() ? value.asString() : value.toString();
    }

    private static String expected(Knob knob) {
        Kind kind = knob.definition().kind();
        Kind element = kind instanceof ListOf list ? list.element() : kind;
        boolean number = element instanceof Kind.Whole || element instanceof Kind.Decimal;
        return kind instanceof ListOf
                ? number ? "an array of JSON numbers" : "an array of strings, without null"
                : number ? "a JSON number" : "a single string or number";
    }
}
