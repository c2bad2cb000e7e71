package dev.aggregationbench.api;

import java.util.Map;
import java.util.Optional;

/**
 * The valid range of each whole-number query and path parameter, in one place: the controllers check against it,
 * a 400 about a value that is not a whole number (or too large for one) names it, and the OpenAPI document
 * publishes it as {@code minimum}/{@code maximum} ({@link ApiDocument}). {@code size}'s maximum is
 * {@code aggbench.max-page-size}. A bean of {@link ApiConfiguration}.
 */
class ParameterBounds {

    /** An inclusive range of whole numbers. */
    record Range(long min, long max) {

        boolean contains(long value) {
            return value >= min && value <= max;
        }

        @Override
        public String toString() {
            return min + ".." + max;
        }
    }

    static final String PAGE = "page";
    static final String SIZE = "size";
    static final String REPETITION = "repetition";

    private final Map<String, Range> ranges;

    public ParameterBounds(ApiProperties properties) {
        this.ranges = Map.of(
                PAGE, new Range(0, Integer.MAX_VALUE),
                SIZE, new Range(1, properties.maxPageSize()),
                REPETITION, new Range(1, Integer.MAX_VALUE));
    }

    Optional<Range> of(String parameter) {
        return Optional.ofNullable(ranges.get(parameter));
    }

    /** The value, or a 400 naming the parameter and its range. */
    int check(String parameter, int value) {
        Range range = ranges.get(parameter);
        if (range != null && !range.contains(value)) {
            throw new InvalidRunRequestException(parameter, "must be " + range + ", was " + value);
        }
        return value;
    }
}
