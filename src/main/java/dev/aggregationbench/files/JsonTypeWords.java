package dev.aggregationbench.files;

import java.util.Arrays;
import java.util.Collection;
import java.util.stream.Collectors;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a JSON value of a Java type looks like, in words, for a message about a value that could not be read: "a whole
 * number", "a string", "one of queued, running". One rule for a REST body or query parameter ({@code api}) and for a
 * document file ({@link DocumentProblems}). An enum is named by its values as the JSON has them (its
 * {@code @JsonValue}, such as a {@link dev.aggregationbench.text.KebabId} id), which is what a user typed or must type.
 */
public final class JsonTypeWords {

    /** Writes an enum constant as JSON does: its annotations decide its id, not a mapper's settings. */
    private static final JsonMapper IDS = JsonMapper.builder().build();

    private JsonTypeWords() {}

    /** "a whole number", "true or false", "one of queued, running": what a value of {@code type} looks like. */
    public static String of(Class<?> type) {
        if (type == null) {
            return "a valid value";
        }
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isEnum()) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(constant -> IDS.valueToTree(constant).asString())
                            .collect(Collectors.joining(", "));
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return type.isRecord() ? "a JSON object" : "a valid value";
    }
}
