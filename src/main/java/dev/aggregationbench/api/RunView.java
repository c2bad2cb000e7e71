package dev.aggregationbench.api;

import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import tools.jackson.databind.JsonNode;

/**
 * A run as {@code GET /api/runs/{id}} shows it. {@code result} is the run's results.json document (exactly what
 * the CLI writes) once the run ended and the engine wrote it; null before.
 */
public record RunView(
        String id,
        RunStatus status,
        RunRequest options,
        Instant createdAt,
        Instant startedAt,
        Instant finishedAt,
        Long durationMillis,
        String failureReason,
        RunProgress progress,
        Links links,

        @Schema(description = "results.json, once the run ended")
        JsonNode result) {

    /** Where the run's other representations are. */
    public record Links(String self, String events, String resultsCsv, String summaryMd, String reportHtml) {

        static Links of(String id) {
            String self = "/api/runs/" + id;
            return new Links(
                    self, self + "/events", self + "/results.csv", self + "/summary.md", self + "/report.html");
        }
    }

    static RunView of(RunRecord run, JsonNode result) {
        return new RunView(
                run.id(),
                run.status(),
                run.options(),
                run.createdAt(),
                run.startedAt(),
                run.finishedAt(),
                run.durationMillis(),
                run.failureReason(),
                run.progress(),
                Links.of(run.id()),
                result);
    }

    /** A page of runs, newest first. */
    public record Page(java.util.List<RunView> runs, int page, int size, int totalRuns, int totalPages) {}
}
