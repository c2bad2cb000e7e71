package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.text.Echo;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import tools.jackson.databind.JsonNode;

/** Trigger, watch, list, cancel and read benchmark runs. */
@RestController
@RequestMapping(path = "/api/runs", produces = MediaType.APPLICATION_JSON_VALUE)
@Tag(name = "runs", description = "Benchmark runs: one executes at a time, the others wait in a bounded queue")
class RunController {

    private static final Logger log = LoggerFactory.getLogger(RunController.class);

    /** The result files a run can have, and their media types (matrix.json, matrix.csv, index.html: a matrix run's). */
    static final Map<String, MediaType> FILES = Map.of(
            "results.json", MediaType.APPLICATION_JSON,
            "results.csv", new MediaType("text", "csv", StandardCharsets.UTF_8),
            "summary.md", new MediaType("text", "markdown", StandardCharsets.UTF_8),
            "report.html", new MediaType("text", "html", StandardCharsets.UTF_8),
            "matrix.json", MediaType.APPLICATION_JSON,
            "matrix.csv", new MediaType("text", "csv", StandardCharsets.UTF_8),
            "index.html", new MediaType("text", "html", StandardCharsets.UTF_8));

    /** The result files a matrix run's cell has (those of any run). */
    static final List<String> CELL_FILES = List.of("results.json", "results.csv", "summary.md", "report.html");

    private final RunService runs;
    private final RunStore store;
    private final ApiProperties properties;
    private final ParameterBounds bounds;

    public RunController(RunService runs, RunStore store, ApiProperties properties, ParameterBounds bounds) {
        this.runs = runs;
        this.store = store;
        this.properties = properties;
        this.bounds = bounds;
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Queue a run", description = "Same options as the CLI; absent fields take the defaults")
    @ApiResponse(responseCode = "202", description = "Queued; Location names the run")
    @ApiResponse(responseCode = "429", description = "Queue full; see Retry-After")
    public ResponseEntity<RunView> submit(@RequestBody RunRequest request) {
        RunRecord run = runs.submit(request);
        return ResponseEntity.accepted()
                .location(URI.create("/api/runs/" + run.id()))
                .body(RunView.of(run, null, store));
    }

    @GetMapping
    @Operation(summary = "List runs, newest first, paged (page from 0)")
    public RunView.Page list(@RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
        bounds.check(ParameterBounds.PAGE, page);
        bounds.check(ParameterBounds.SIZE, size);
        List<RunRecord> all = runs.list();
        List<RunView> views = all.stream()
                .skip((long) page * size)
                .limit(size)
                .map(r -> RunView.of(r, null, store))
                .toList();
        return new RunView.Page(views, page, size, all.size(), (all.size() + size - 1) / size);
    }

    @GetMapping("/{id}")
    @Operation(
            summary = "A run: status, progress and, once ended, its results.json document (a matrix run: its "
                    + "matrix.json)")
    @ApiResponse(responseCode = "200", description = "The run")
    @ApiResponse(
            responseCode = "500",
            description = "The run's results.json on disk is not a complete one; the detail names it and what is wrong")
    public RunView get(@PathVariable String id) {
        RunRecord run = runs.find(id).record();
        boolean ended = run.status().isFinal();
        return RunView.of(run, ended ? resultDocument(id) : null, ended ? matrixDocument(id) : null, store);
    }

    /** A matrix run's matrix.json, null when it has none; one that cannot be read is a 500 as for results.json. */
    private JsonNode matrixDocument(String id) {
        try {
            return store.matrixDocument(id).orElse(null);
        } catch (UnreadableDocumentException e) {
            throw unreadable(id, MatrixIndex.MATRIX_JSON, e);
        }
    }

    private static ErrorResponseException unreadable(String id, String file, UnreadableDocumentException e) {
        log.warn("Unreadable results: {}", e.getMessage());
        return new ErrorResponseException(
                HttpStatus.INTERNAL_SERVER_ERROR,
                Problems.of(
                        HttpStatus.INTERNAL_SERVER_ERROR,
                        "Unreadable results document",
                        "run " + id + " cannot be shown: its " + file + " " + e.problem()),
                e);
    }

    /**
     * The run's results.json, null when it has none; one that is not a complete one (the service's own file, damaged
     * on disk) is a 500 problem naming the run and what is wrong, and one log line.
     */
    private JsonNode resultDocument(String id) {
        try {
            return store.resultDocument(id).orElse(null);
        } catch (UnreadableDocumentException e) {
            throw unreadable(id, ResultsFiles.RESULTS_JSON, e);
        }
    }

    @GetMapping(path = "/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(
            summary = "Server-Sent Events of a run",
            description = "Replays what happened so far, then streams: queued (again with the new queuePosition "
                    + "whenever a run ahead leaves the queue), run-started, variant-started, "
                    + "repetition-finished (figures in raw units), and one final run-finished, run-failed or "
                    + "run-cancelled, after which the stream ends. In a matrix run each cell runs between a "
                    + "cell-started and a cell-finished, and every event in between names the cell in 'cell'")
    @ApiResponse(
            responseCode = "200",
            description = "The event stream",
            content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string")))
    public SseEmitter events(@PathVariable String id) {
        RunEntry entry = runs.find(id);
        SseEmitter emitter = new SseEmitter(properties.sseTimeout().toMillis());
        // The final event is built from the record as it is when the entry replays, not as it was here: a run
        // that ends in between must not be reported with the type its running status would map to.
        entry.subscribe(emitter, run -> RunEventView.ended(1, run, Map.of()));
        return emitter;
    }

    @DeleteMapping("/{id}")
    @Operation(
            summary = "Cancel a queued or running run",
            description = "A queued run is cancelled at once; a running one is interrupted and its processes and "
                    + "containers are stopped and removed; it then shows status cancelled")
    @ApiResponse(responseCode = "202", description = "Cancelled, or cancellation under way")
    @ApiResponse(responseCode = "409", description = "The run already ended")
    public ResponseEntity<RunView> cancel(@PathVariable String id) {
        return ResponseEntity.accepted().body(RunView.of(runs.cancel(id), null, store));
    }

    @GetMapping(
            path =
                    "/{id}/{file:results\\.json|results\\.csv|summary\\.md|report\\.html|matrix\\.json|matrix\\.csv|index\\.html}",
            produces = {"application/json", "text/csv", "text/markdown", "text/html"})
    @Operation(
            summary = "A result file, byte for byte as the engine (and the CLI) wrote it",
            description = "matrix.json, matrix.csv and index.html: a matrix run's, beside its cells' directories")
    public ResponseEntity<Resource> file(
            @PathVariable String id, @PathVariable String file, HttpServletResponse response) {
        runs.find(id);
        return served(file, store.resultFile(id, file), response)
                .orElseThrow(() -> new RunNotFoundException("run " + id + " has no " + file
                        + (runs.find(id).record().status().isFinal() ? "" : " yet")));
    }

    @GetMapping(
            path = "/{id}/" + RunStore.CELL_PATH_VARIABLE + "/"
                    + "{cellFile:results\\.json|results\\.csv|summary\\.md|report\\.html}",
            produces = {"application/json", "text/csv", "text/markdown", "text/html"})
    @Operation(
            summary = "A result file of a matrix run's cell, byte for byte as the engine wrote it",
            description = "The cells are named in the run's matrix.json (cells[].name) and its cell-started events")
    public ResponseEntity<Resource> cellFile(
            @PathVariable String id,
            @PathVariable String cell,
            @PathVariable String cellFile,
            HttpServletResponse response) {
        runs.find(id);
        return served(cellFile, store.cellFile(id, cell, cellFile), response)
                .orElseThrow(
                        () -> new RunNotFoundException("run " + id + " has no cell " + Echo.quote(cell) + " with a "
                                + cellFile + (runs.find(id).record().status().isFinal() ? "" : " yet")));
    }

    private static Optional<ResponseEntity<Resource>> served(
            String file, Optional<Path> path, HttpServletResponse response) {
        if (file.endsWith(".html")) { // self-contained: its scripts and styles are inline (SecurityHeaders)
            response.setHeader(SecurityHeaders.CONTENT_SECURITY_POLICY, SecurityHeaders.REPORT_POLICY);
        }
        return path.map(
                p -> ResponseEntity.ok().contentType(FILES.get(file)).<Resource>body(new FileSystemResource(p)));
    }
}
