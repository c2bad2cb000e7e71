package dev.aggregationbench.cli;

/** Options typed as text on the command line because they also take a word ({@code auto}). */
final class CliNumbers {

    private CliNumbers() {}

    /** {@code 0.05}; throws IllegalArgumentException starting with the knob's name. */
    static Double faultRate(String text) {
        try {
            return Double.valueOf(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("fault-rate must be a share 0..1 or auto, was '" + text + "'");
        }
    }
}
