package dev.aggregationbench.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Where a run is in its life: queued, running, then one of the final states. {@code interrupted}: the service
 * stopped (shut down, or was killed) while the run was running; its results hold the repetitions that finished.
 */
enum RunStatus {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED,
    CANCELLED,
    INTERRUPTED;

    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static RunStatus fromId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }

    public boolean isFinal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED || this == INTERRUPTED;
    }
}
