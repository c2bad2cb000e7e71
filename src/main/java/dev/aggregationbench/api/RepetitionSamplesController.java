package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.text.Echo;
import dev.aggregationbench.workerdoc.GcEvent;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * The heap and allocation over time of one finished repetition, read from the worker's own result document
 * ({@code jvms/<variant>-<repetition>.json}, written when the repetition ends): what the web page draws while the
 * run goes on, before results.json exists. A matrix run's repetitions are in their cell's directory
 * ({@code <cell>/jvms/...}): they are asked for with the cell in the path, as the cell's result files are.
 */
@RestController
@Tag(name = "runs")
class RepetitionSamplesController {

    private static final Logger log = LoggerFactory.getLogger(RepetitionSamplesController.class);
    private static final String JVMS = "jvms";
    private static final Pattern VARIANT = Pattern.compile("[a-z][a-z0-9-]{0,40}");
    private static final String UNREADABLE =
            "The repetition's document on disk is not a complete one; the detail names it and what is wrong";

    /**
     * The measured pass over time. {@code samples}: {@code [offsetMillis, heapUsedBytes, allocatedBytes]}, sampled
     * every {@code intervalMillis}; {@code gcEvents}: {@code [startMillis, heapAfterBytes]} of each collection
     * whose heap-after is a live-set reading (exact, from the JVM's GC notifications).
     */
    public record RepetitionSamples(
            String variant,
            int repetition,
            String outcome,
            long intervalMillis,
            List<long[]> samples,
            List<long[]> gcEvents,
            Long durationNanos) {}

    private final RunService runs;
    private final RunStore store;

    public RepetitionSamplesController(RunService runs, RunStore store) {
        this.runs = runs;
        this.store = store;
    }

    @GetMapping(
            path = "/api/runs/{id}/repetitions/{variant}/{repetition}/samples",
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Heap and allocation over time of a finished repetition (404 until it finished)")
    @ApiResponse(responseCode = "200", description = "The repetition's samples")
    @ApiResponse(responseCode = "500", description = UNREADABLE)
    public RepetitionSamples samples(
            @PathVariable String id, @PathVariable String variant, @PathVariable int repetition) {
        return samplesIn(id, null, variant, repetition);
    }

    @GetMapping(
            path = "/api/runs/{id}/" + RunStore.CELL_PATH_VARIABLE + "/repetitions/{variant}/{repetition}/samples",
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            summary = "Heap and allocation over time of a finished repetition in a matrix run's cell (404 until it "
                    + "finished)",
            description = "The cells are named in the run's matrix.json (cells[].name) and its cell-started events; "
                    + "each cell's repetitions are in its own directory")
    @ApiResponse(responseCode = "200", description = "The repetition's samples")
    @ApiResponse(responseCode = "500", description = UNREADABLE)
    public RepetitionSamples cellSamples(
            @PathVariable String id,
            @PathVariable String cell,
            @PathVariable String variant,
            @PathVariable int repetition) {
        return samplesIn(id, cell, variant, repetition);
    }

    /** The samples of a repetition of run {@code id}, or of its cell {@code cell} (null: the run is no matrix). */
    private RepetitionSamples samplesIn(String id, String cell, String variant, int repetition) {
        runs.find(id);
        String inCell = cell == null ? "" : " in cell " + Echo.quote(cell);
        if (!VARIANT.matcher(variant).matches() || repetition < 1) {
            throw new RunNotFoundException(
                    "run " + id + " has no repetition " + Echo.quote(variant) + " #" + repetition + inCell);
        }
        String file = (cell == null ? "" : cell + "/") + JVMS + "/" + variant + "-" + repetition + ".json";
        Path document = store.runDir(id).resolve(file);
        if (!Files.isRegularFile(document)) {
            throw new RunNotFoundException("run " + id + " has no samples of " + variant + " #" + repetition + inCell
                    + " (not finished, or the JVM wrote no result)");
        }
        WorkerResult worker = read(
                document,
                "run " + id + " cannot show repetition " + variant + " #" + repetition + inCell + ": its document "
                        + file);
        PassResult pass = worker.passes() == null || worker.passes().isEmpty()
                ? null
                : worker.passes().getFirst();
        if (pass == null || pass.samples() == null) {
            return new RepetitionSamples(
                    variant, repetition, String.valueOf(worker.outcome()), 0, List.of(), List.of(), null);
        }
        List<long[]> samples = Optional.ofNullable(pass.samples().samples()).orElse(List.of()).stream()
                .map(s -> new long[] {s.offsetMillis(), s.heapUsedBytes(), s.allocatedBytes()})
                .toList();
        List<long[]> gcEvents = pass.gc() == null || pass.gc().events() == null
                ? List.of()
                : pass.gc().events().stream()
                        .filter(GcEvent::liveSetReading)
                        .map(e -> new long[] {e.startMillis() + e.durationMillis(), e.heapAfterBytes()})
                        .toList();
        return new RepetitionSamples(
                variant,
                repetition,
                String.valueOf(pass.outcome()),
                pass.samples().intervalMillis(),
                samples,
                gcEvents,
                pass.time() == null ? null : pass.time().durationNanos());
    }

    /**
     * The worker document; one that is not a complete one (the service's own file, damaged on disk) is a 500
     * problem naming the repetition, its file inside the run ({@code which}) and what is wrong, and one log line.
     */
    private static WorkerResult read(Path document, String which) {
        try {
            return WorkerResultJson.read(document);
        } catch (UnreadableDocumentException e) {
            String detail = which + " " + e.problem();
            log.warn("Unreadable samples: {}", e.getMessage());
            throw new ErrorResponseException(
                    HttpStatus.INTERNAL_SERVER_ERROR,
                    Problems.of(HttpStatus.INTERNAL_SERVER_ERROR, "Unreadable repetition document", detail),
                    e);
        }
    }
}
