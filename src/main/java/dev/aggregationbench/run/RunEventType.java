package dev.aggregationbench.run;

import dev.aggregationbench.text.KebabId;

/**
 * What a {@link RunEvent} says happened. {@link #id()} ({@link KebabId}: {@code run-started}) is the name the CLI's progress display switches on and the
 * REST service sends as the Server-Sent Event's name; exactly one of the three final types ends every run.
 */
public enum RunEventType implements KebabId {
    /** The REST service accepted the run; it waits in the queue. */
    QUEUED,
    /** A matrix's cell starts: a whole run of its own follows, its events carrying the cell's name. */
    CELL_STARTED,
    RUN_STARTED,
    VARIANT_STARTED,
    REPETITION_FINISHED,
    /** A matrix's cell ended (its own run's end, held back as every engine's end is, said as this). */
    CELL_FINISHED,
    RUN_FINISHED,
    RUN_FAILED,
    RUN_CANCELLED;

    public boolean isFinal() {
        return this == RUN_FINISHED || this == RUN_FAILED || this == RUN_CANCELLED;
    }
}
