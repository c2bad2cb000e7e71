package dev.aggregationbench.api;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import java.util.Map;

/**
 * One Server-Sent Event's data. {@code type} is also the SSE event name: {@code queued} (figures.queuePosition;
 * sent again with the new position each time a run ahead of it leaves the queue), {@code run-started},
 * {@code variant-started}, {@code repetition-finished} (figures in raw units, e.g. durationNanos, allocatedBytes),
 * and exactly one final {@code run-finished}, {@code run-failed} or {@code run-cancelled}. In a matrix each cell is a
 * run of its own between a {@code cell-started} (figures.cellNumber, figures.cells, figures.describe) and a
 * {@code cell-finished} (figures.succeeded, figures.failureReason); every event in between names the cell in
 * {@code cell}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record RunEventView(
        long sequence,
        RunEventType type,
        String runId,
        RunStatus status,
        String variant,
        Integer repetition,
        Integer repetitions,
        String failureReason,
        Map<String, Object> figures,
        String cell) {

    /** An engine's event; {@code cell} is the matrix's cell it happened in, null for a run that is no matrix. */
    static RunEventView of(long sequence, String runId, RunStatus status, RunEvent event, String cell) {
        return new RunEventView(
                sequence,
                event.type(),
                runId,
                status,
                event.variant(),
                event.repetition() > 0 ? event.repetition() : null,
                event.repetitions() > 0 ? event.repetitions() : null,
                null,
                event.figures(),
                cell);
    }

    /** A matrix's cell started or finished. */
    static RunEventView cell(long sequence, RunEventType type, String runId, String cell, Map<String, Object> figures) {
        return new RunEventView(sequence, type, runId, RunStatus.RUNNING, null, null, null, null, figures, cell);
    }

    /** The final event of a run that ended: run-finished when it succeeded, run-cancelled, else run-failed. */
    static RunEventView ended(long sequence, RunRecord run, Map<String, Object> figures) {
        RunEventType type =
                switch (run.status()) {
                    case SUCCEEDED -> RunEventType.RUN_FINISHED;
                    case CANCELLED -> RunEventType.RUN_CANCELLED;
                    default -> RunEventType.RUN_FAILED;
                };
        return lifecycle(sequence, type, run, figures);
    }

    static RunEventView lifecycle(long sequence, RunEventType type, RunRecord run, Map<String, Object> figures) {
        return new RunEventView(
                sequence,
                type,
                run.id(),
                run.status(),
                null,
                null,
                null,
                run.failureReason(),
                figures == null ? Map.of() : figures,
                null);
    }

    @JsonIgnore
    public boolean isFinal() {
        return status != null && status.isFinal();
    }
}
