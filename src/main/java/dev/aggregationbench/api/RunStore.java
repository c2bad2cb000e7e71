package dev.aggregationbench.api;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.JsonDocuments;
import dev.aggregationbench.files.JsonDocuments.Kind;
import dev.aggregationbench.files.JsonDocuments.Required;
import dev.aggregationbench.files.JsonDocuments.Shape;
import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs on disk, in the CLI's layout: {@code <results dir>/<run id>/} holds the engine's result files and the
 * service's {@code run.json}. Directories without a run.json (CLI runs) are not listed.
 */
@Component
class RunStore {

    static final String RUN_FILE = "run.json";
    static final String RESERVE_FILE = ".run.json.reserve";
    static final int RESERVE_BYTES = 64 * 1024;
    private static final Logger log = LoggerFactory.getLogger(RunStore.class);
    /** A run id: its creation time (UTC) and six random hex digits; also the OpenAPI document's pattern. */
    static final String ID_PATTERN = "^[0-9]{8}-[0-9]{6}-[0-9a-f]{6}$";

    private static final Pattern ID = Pattern.compile(ID_PATTERN);
    /** A matrix's cell directory ({@code jdk21-G1}): letters, digits, dots and dashes (run.Matrix names them so). */
    static final String CELL_PATTERN = "^[A-Za-z0-9][A-Za-z0-9.-]{0,99}$";
    /** A cell in a request path ({@code /api/runs/{id}/{cell}/...}): {@link #CELL_PATTERN}'s names only. */
    static final String CELL_PATH_VARIABLE = "{cell:[A-Za-z0-9][A-Za-z0-9.-]{0,99}}";

    private static final Pattern CELL = Pattern.compile(CELL_PATTERN);
    private static final DateTimeFormatter ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    /** What a run.json must hold for the service to list it (it has no schemaVersion). */
    static final Shape SHAPE = new Shape(
            RUN_FILE,
            null,
            List.of(
                    new Required("", "id", Kind.STRING),
                    new Required("", "status", Kind.STRING),
                    new Required("", "options", Kind.OBJECT),
                    new Required("", "createdAt", Kind.STRING)));

    private final Path root;
    private final JsonMapper json;
    private final SecureRandom random = new SecureRandom();

    /** @param lock taken first: the directory is writable and no other service uses it */
    public RunStore(ResultsDirectoryLock lock, JsonMapper json) {
        this.root = lock.root();
        this.json = json;
    }

    public Path root() {
        return root;
    }

    /** A new, unused id such as {@code 20250101-120000-a1b2c3} (UTC time, sortable) and its directory. */
    public synchronized String newId(Instant now) {
        while (true) {
            byte[] bytes = new byte[3];
            random.nextBytes(bytes);
            String id = ID_TIME.format(now) + "-" + HexFormat.of().formatHex(bytes);
            if (!Files.exists(root.resolve(id))) {
                return id;
            }
        }
    }

    /** Whether {@code id} has the shape of a run id (so it can never name a path outside the results dir). */
    public static boolean isWellFormed(String id) {
        return id != null && ID.matcher(id).matches();
    }

    public Path runDir(String id) {
        if (!isWellFormed(id)) {
            throw new IllegalArgumentException("not a run id: " + id);
        }
        return root.resolve(id);
    }

    /**
     * Writes run.json atomically (temp file, then rename), so a crash never leaves half a file. While a run runs,
     * {@value #RESERVE_FILE} holds {@value #RESERVE_BYTES} bytes of disk for it: when the disk is full as the run
     * ends (its results could not be written, say), the reserve is given back and the write tried once more, so
     * the run's end and its reason are on disk and a restart shows them. A run that ended gives its reserve back.
     */
    public void save(RunRecord run) {
        Path dir = runDir(run.id());
        try {
            Files.createDirectories(dir);
            write(dir, run);
        } catch (IOException e) {
            if (!run.status().isFinal() || !release(dir)) { // the reserve is for the run's end
                throw new UncheckedIOException("could not persist run " + run.id() + ": " + e.getMessage(), e);
            }
            try {
                write(dir, run);
            } catch (IOException again) {
                throw new UncheckedIOException(
                        "could not persist run " + run.id() + ", even after giving back its " + "reserve: "
                                + again.getMessage(),
                        again);
            }
        }
        if (run.status().isFinal()) {
            release(dir);
        } else if (run.status() == RunStatus.RUNNING) {
            reserve(dir);
        }
    }

    private void write(Path dir, RunRecord run) throws IOException {
        AtomicFiles.write(
                dir.resolve(RUN_FILE),
                out -> json.writerWithDefaultPrettyPrinter().writeValue(out, run));
    }

    private static void reserve(Path dir) {
        Path reserve = dir.resolve(RESERVE_FILE);
        if (Files.exists(reserve)) {
            return;
        }
        try {
            Files.write(reserve, new byte[RESERVE_BYTES]);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(reserve);
            } catch (IOException ignored) {
                // nothing reserved then; the run still runs
            }
            log.warn("Could not reserve room for the end of run {} ({})", dir.getFileName(), AtomicFiles.cause(e));
        }
    }

    /** Deletes the run's reserve; true when there was one. */
    private static boolean release(Path dir) {
        try {
            return Files.deleteIfExists(dir.resolve(RESERVE_FILE));
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Every persisted run. A run.json that is not a complete one (empty, only whitespace, {@code null}, cut short,
     * not an object, a field missing or of the wrong type, another run's id) is skipped with one log line naming
     * the file and what is wrong ({@link JsonDocuments}); the other runs are listed.
     */
    public List<RunRecord> loadAll() {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<RunRecord> runs = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir :
                    dirs.filter(d -> isWellFormed(d.getFileName().toString())).toList()) {
                Path file = dir.resolve(RUN_FILE);
                if (!Files.exists(file)) {
                    continue;
                }
                try {
                    runs.add(read(file, dir.getFileName().toString()));
                } catch (UnreadableDocumentException e) {
                    log.warn("Ignoring a run: {}", e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not list runs in " + root, e);
        }
        return runs;
    }

    private RunRecord read(Path file, String id) {
        RunRecord run = JsonDocuments.read(file, json, SHAPE, RunRecord.class);
        if (!run.id().equals(id)) {
            throw JsonDocuments.unreadable(
                    file, "holds the run " + Echo.quote(run.id()) + ", not the run of its directory (" + id + ")");
        }
        return run;
    }

    /** A result file of a run (results.json, results.csv, summary.md, report.html), if it exists. */
    public Optional<Path> resultFile(String id, String name) {
        Path file = runDir(id).resolve(name);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** A result file of a matrix's cell ({@code <run>/<cell>/report.html}), if it exists. */
    public Optional<Path> cellFile(String id, String cell, String name) {
        if (cell == null || !CELL.matcher(cell).matches()) {
            return Optional.empty();
        }
        Path file = runDir(id).resolve(cell).resolve(name);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /**
     * A matrix run's matrix.json (its cells and their comparison), if there is one.
     *
     * @throws UnreadableDocumentException when it is not a complete one
     */
    public Optional<JsonNode> matrixDocument(String id) {
        return resultFile(id, MatrixIndex.MATRIX_JSON).map(MatrixIndex::readDocument);
    }

    /**
     * The run's results.json as the engine wrote it, if there is one, read through the one reading path
     * ({@link ResultsFiles#readDocument}).
     *
     * @throws UnreadableDocumentException when it is not a complete one (empty, cut short, another schema version, a
     *     field missing or of the wrong type, ...): one line naming the file and what is wrong
     */
    public Optional<JsonNode> resultDocument(String id) {
        return resultFile(id, ResultsFiles.RESULTS_JSON).map(ResultsFiles::readDocument);
    }
}
