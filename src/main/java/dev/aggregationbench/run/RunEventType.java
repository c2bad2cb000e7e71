package dev.aggregationbench.run;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a {@link RunEvent} says happened. {@link #id()} is the name the CLI's progress display switches on and the
 * REST service sends as the Server-Sent Event's name; exactly one of the three final types ends every run.
 */
public enum RunEventType {
    /** The REST service accepted the run; it waits in the queue. */
    QUEUED("queued"),
    /** A matrix's cell starts: a whole run of its own follows, its events carrying the cell's name. */
    CELL_STARTED("cell-started"),
    RUN_STARTED("run-started"),
    VARIANT_STARTED("variant-started"),
    REPETITION_FINISHED("repetition-finished"),
    /** A matrix's cell ended (its own run's end, held back as every engine's end is, said as this). */
    CELL_FINISHED("cell-finished"),
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
