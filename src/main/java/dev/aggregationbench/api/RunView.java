package dev.aggregationbench.api;

import static io.swagger.v3.oas.annotations.media.Schema.RequiredMode.REQUIRED;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * A run as {@code GET /api/runs/{id}} shows it. {@code result} is the run's results.json document (exactly what
 * the CLI writes) once the run ended and the engine wrote it; null before. A matrix run has no results.json of its
 * own: {@code matrix} is its matrix.json (every cell, and each variant in each cell against the first cell), and
 * each cell's files are under {@code /api/runs/{id}/{cell}/}.
 */
record RunView(
        @Schema(requiredMode = REQUIRED) String id,
        @Schema(requiredMode = REQUIRED) RunStatus status,
        RunRequest options,
        @Schema(requiredMode = REQUIRED) Instant createdAt,
        Instant startedAt,
        Instant finishedAt,
        Long durationMillis,
        String failureReason,
        RunProgress progress,
        @Schema(requiredMode = REQUIRED) Links links,

        @Schema(description = "results.json, once the run ended")
        JsonNode result,

        @Schema(description = "A matrix run's matrix.json, once it ended: its cells and the comparison with the first")
        JsonNode matrix) {

    /**
     * Where the run's other representations are. A result file is linked only once it exists: a run that ended
     * without one (its report could not be written, say) does not link it.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Links(
            @Schema(requiredMode = REQUIRED) String self,
            @Schema(requiredMode = REQUIRED) String events,
            String resultsJson,
            String resultsCsv,
            String summaryMd,
            String reportHtml,
            String matrixJson,
            String matrixCsv,
            String indexHtml) {

        static Links of(String id, Predicate<String> fileExists) {
            String self = "/api/runs/" + id;
            Function<String, String> file = name -> fileExists.test(name) ? self + "/" + name : null;
            return new Links(
                    self,
                    self + "/events",
                    file.apply("results.json"),
                    file.apply("results.csv"),
                    file.apply("summary.md"),
                    file.apply("report.html"),
                    file.apply("matrix.json"),
                    file.apply("matrix.csv"),
                    file.apply("index.html"));
        }
    }

    /** The run as shown, linking the result files {@code store} has of it. */
    static RunView of(RunRecord run, JsonNode result, RunStore store) {
        return of(run, result, null, store);
    }

    /** As {@link #of(RunRecord, JsonNode, RunStore)}, with a matrix run's matrix.json. */
    static RunView of(RunRecord run, JsonNode result, JsonNode matrix, RunStore store) {
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
                Links.of(run.id(), name -> store.resultFile(run.id(), name).isPresent()),
                result,
                matrix);
    }

    /** A page of runs, newest first. */
    public record Page(
            @Schema(requiredMode = REQUIRED) java.util.List<RunView> runs,
            @Schema(requiredMode = REQUIRED) int page,
            @Schema(requiredMode = REQUIRED) int size,
            @Schema(requiredMode = REQUIRED) int totalRuns,
            @Schema(requiredMode = REQUIRED) int totalPages) {}
}
