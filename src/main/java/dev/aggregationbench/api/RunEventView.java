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
 * and exactly one final {@code run-finished}, {@code run-failed} or {@code run-cancelled}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunEventView(
        long sequence,
        RunEventType type,
        String runId,
        RunStatus status,
        String variant,
        Integer repetition,
        Integer repetitions,
        String failureReason,
        Map<String, Object> figures) {

    static RunEventView of(long sequence, String runId, RunStatus status, RunEvent event) {
        return new RunEventView(
                sequence,
                event.type(),
                runId,
                status,
                event.variant(),
                event.repetition() > 0 ? event.repetition() : null,
                event.repetitions() > 0 ? event.repetitions() : null,
                null,
                event.figures());
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
                figures == null ? Map.of() : figures);
    }

    @JsonIgnore
    public boolean isFinal() {
        return status != null && status.isFinal();
    }
}
