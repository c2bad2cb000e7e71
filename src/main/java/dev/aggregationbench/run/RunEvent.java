package dev.aggregationbench.run;

import java.util.Map;

/**
 * Something that happened during a run, for progress displays (CLI) and Server-Sent Events (REST).
 *
 * @param type       what happened
 * @param variant    the variant id ({@code transport} included), or {@code null} for run-level events
 * @param repetition 1-based repetition (fresh JVM) number, 0 for run-level events
 * @param figures    the repetition's headline figures (raw units: durationNanos, allocatedBytes, ...), or details
 */
public record RunEvent(
        RunEventType type, String variant, int repetition, int repetitions, Map<String, Object> figures) {

    public RunEvent {
        figures = figures == null ? Map.of() : Map.copyOf(figures);
    }
}
