package dev.aggregationbench.results;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How one fresh JVM of one variant ended, as the Result column shows it; the same ids as the worker's
 * {@link dev.aggregationbench.workerdoc.Outcome} where they mean the same thing.
 */
public enum RepetitionStatus {
    OK("ok"),
    WRONG_RESULT("wrong-result"),
    OUT_OF_MEMORY("out-of-memory"),
    ERROR("error"),
    TIMEOUT("timeout");

    private final String label;

    RepetitionStatus(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }
}
