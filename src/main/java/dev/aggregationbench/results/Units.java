package dev.aggregationbench.results;

/** Formats raw figures (nanos, bytes) for people, in the {@link FigureUnit}s; {@code null} is "n/a", never 0. */
public final class Units {

    public static final String NOT_MEASURED = "n/a";

    private Units() {}

    /** Formats a figure's value in the figure's own unit: "0.515 s". */
    public static String of(Figure figure, Double value) {
        return figure.definition().unit().format(value);
    }

    /** The value without its unit, for the spread line: "0.812–0.904". */
    public static String bare(Figure figure, Double value) {
        return figure.definition().unit().bare(value);
    }
}
