package dev.aggregationbench.results;

import dev.aggregationbench.text.KebabId;

/**
 * How one fresh JVM of one variant ended, as the Result column shows it; the same ids as the worker's
 * {@link dev.aggregationbench.workerdoc.Outcome} where they mean the same thing.
 */
public enum RepetitionStatus implements KebabId {
    OK,
    WRONG_RESULT,
    OUT_OF_MEMORY,
    ERROR,
    TIMEOUT
}
