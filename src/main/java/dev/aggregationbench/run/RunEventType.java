package dev.aggregationbench.run;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a {@link RunEvent} says happened. {@link #id()} is the name the CLI's progress display switches on and the
 * REST service sends as the Server-Sent Event's name; exactly one of the three final types ends every run.
 */
public enum RunEventType {
    /** The REST service accepted the run; it waits in the queue. */
    QUEUED("queued"),
    RUN_STARTED("run-started"),
    VARIANT_STARTED("variant-started"),
    REPETITION_FINISHED("repetition-finished"),
    RUN_FINISHED("run-finished"),
    RUN_FAILED("run-failed"),
    RUN_CANCELLED("run-cancelled");

    private final String id;

    RunEventType(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    public boolean isFinal() {
        return this == RUN_FINISHED || this == RUN_FAILED || this == RUN_CANCELLED;
    }
}
