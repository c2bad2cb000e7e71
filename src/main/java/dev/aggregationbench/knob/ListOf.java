package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** A comma-separated list of at least one element; {@code distinct}: no element twice. */
public record ListOf(Kind element, boolean distinct) implements Kind {

    @Override
    public Optional<String> problem(String text) {
        List<String> items = split(text);
        if (items.isEmpty() || items.stream().anyMatch(String::isBlank)) {
            return Optional.of(
                    "must list at least one value, each " + element.describe() + ", was " + Echo.quote(text));
        }
        for (String item : items) {
            Optional<String> wrong = element.problem(item);
            if (wrong.isPresent()) {
                return Optional.of("each value " + wrong.get());
            }
        }
        if (distinct && items.stream().map(element::parse).distinct().count() != items.size()) {
            return Optional.of("lists a value twice: " + Echo.quote(text));
        }
        return Optional.empty();
    }

    @Override
    public Object parse(String text) {
        return split(text).stream().map(element::parse).toList();
    }

    @Override
    public String describe() {
        return "a comma-separated list, each " + element.describe();
    }

    /** The element's: picocli adds the list's {@code [,X...]} itself. */
    @Override
    public String paramLabel() {
        return element.paramLabel();
    }

    static List<String> split(String text) {
        return text.isEmpty()
                ? List.of()
                : Arrays.stream(text.split(",", -1)).map(String::strip).toList();
    }

    static String join(List<?> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
