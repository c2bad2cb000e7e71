package dev.aggregationbench.run;

import java.nio.file.Path;

/**
 * How a run ended. {@code succeeded} is false when any variant was wrong, crashed, ran out of memory or timed out;
 * the result files are written either way (except when the run could not start at all: then {@code resultsJson} is
 * {@code null} and {@code failureReason} says why).
 */
public record RunOutcome(boolean succeeded, String failureReason, Path outputDir, Path resultsJson) {}
