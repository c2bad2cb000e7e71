package dev.aggregationbench.text;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * An enum whose id, in every file, table and message, is its constant's name in lower case with dashes:
 * {@code WRONG_RESULT} is {@code wrong-result}. Jackson writes and reads the constant as its id.
 */
public interface KebabId {

    /** The constant's name ({@link Enum#name()}). */
    String name();

    @JsonValue
    default String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
