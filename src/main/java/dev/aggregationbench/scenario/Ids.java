package dev.aggregationbench.scenario;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A registry's entries by their ids, as the CLI, REST, results.json and the docs name them: the {@link Scenario}s
 * and the variants.
 */
public final class Ids {

    private Ids() {}

    /** The entry with this id; the exception names {@code what} was asked for and lists the valid ids. */
    public static <T> T find(T[] entries, Function<T, String> idOf, String what, String id) {
        for (T entry : entries) {
            if (idOf.apply(entry).equals(id)) {
                return entry;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + id + "'; valid: " + list(entries, idOf));
    }

    /** The ids, in the registry's order: "sequential, latency, ...". */
    public static <T> String list(T[] entries, Function<T, String> idOf) {
        return Arrays.stream(entries).map(idOf).collect(Collectors.joining(", "));
    }
}
