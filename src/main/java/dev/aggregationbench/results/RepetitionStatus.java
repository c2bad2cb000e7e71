package dev.aggregationbench.results;

import com.fasterxml.jackson.annotation.JsonValue;

/** How one fresh JVM of one variant ended, as the Result column shows it. */
public enum RepetitionStatus {
    OK("ok"),
    WRONG("wrong"),
    OOM("OOM"),
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
