package dev.aggregationbench.api;

/**
 * How far a running run is: the variant being measured and its repetition (fresh JVM) number.
 *
 * @param repetitionsFinished repetitions finished so far, over all variants (the transport row included)
 */
public record RunProgress(String variant, int repetition, int repetitions, int repetitionsFinished) {

    public static final RunProgress NONE = new RunProgress(null, 0, 0, 0);
}
