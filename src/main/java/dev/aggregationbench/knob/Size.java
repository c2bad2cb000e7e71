package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import java.util.Optional;

/** A size in Docker/JVM syntax ({@code 512m}, {@code 1g}), of at least {@code min} when min is not null. */
public record Size(String min) implements Kind {

    @Override
    public Optional<String> problem(String text) {
        if (!text.matches("[1-9][0-9]*[kKmMgG]?")) {
            return Optional.of("must be a size like 512m or 1g, was " + Echo.quote(text));
        }
        try {
            long bytes = bytes(text);
            return min != null && bytes < bytes(min)
                    ? Optional.of("must be at least " + min + ", was " + Echo.quote(text))
                    : Optional.empty();
        } catch (ArithmeticException | NumberFormatException e) {
            return Optional.of("is too large, was " + Echo.quote(text));
        }
    }

    @Override
    public Object parse(String text) {
        return text;
    }

    @Override
    public String describe() {
        return "a size like 512m or 1g" + (min == null ? "" : ", at least " + min);
    }

    @Override
    public String paramLabel() {
        return "SIZE";
    }

    /**
     * Bytes in a size such as {@code 512m}.
     *
     * @throws ArithmeticException   when the size does not fit in a long
     * @throws NumberFormatException when the digits do not
     */
    public static long bytes(String size) {
        char unit = Character.toLowerCase(size.charAt(size.length() - 1));
        long multiplier =
                switch (unit) {
                    case 'k' -> 1024L;
                    case 'm' -> 1024L * 1024;
                    case 'g' -> 1024L * 1024 * 1024;
                    default -> 1L;
                };
        String digits = Character.isDigit(unit) ? size : size.substring(0, size.length() - 1);
        return Math.multiplyExact(Long.parseLong(digits), multiplier);
    }
}
