package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The results.json of ended runs as {@link RunResults}, for the run list's headline and the comparison of two runs.
 * A document is read again whenever its file changed (another size, modification time or file): the cache never
 * serves the figures of a file that is no longer there. A file that cannot be read is one line naming it and what
 * is wrong ({@link ResultsFiles#read}).
 */
@Component
public class RunResultsReader {

    private static final Logger log = LoggerFactory.getLogger(RunResultsReader.class);

    /** What identifies one version of a file: a rewrite (atomic rename: a new file) or an edit changes it. */
    record Fingerprint(Object fileKey, long sizeBytes, long modifiedNanos) {
        static Fingerprint of(Path file) throws IOException {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return new Fingerprint(
                    attributes.fileKey(),
                    attributes.size(),
                    attributes.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS));
        }
    }

    private record Cached(Fingerprint fingerprint, RunResults results) {}

    private final RunService runs;
    private final RunStore store;
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    public RunResultsReader(RunService runs, RunStore store) {
        this.runs = runs;
        this.store = store;
    }

    /**
     * The run's results, complete or partial, once it ended and the engine wrote a readable results.json; empty
     * otherwise (a results.json that cannot be read is logged in one line naming it and the problem).
     */
    public Optional<RunResults> results(String id) {
        try {
            return read(id);
        } catch (UnreadableDocumentException e) {
            log.warn("Unreadable results of run {}: {}", id, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * The run's results for a comparison, or {@link InvalidRunRequestException} (400 problem+json naming
     * {@code parameter}) saying why there are none to compare: the run has not ended, wrote no results.json, its
     * results.json cannot be read (what is wrong with it), or it is a partial run (what it finished).
     */
    public RunResults comparable(String parameter, String id) {
        return comparable(parameter, id, false);
    }

    /** As {@link #comparable(String, String)}; a partial run is returned when {@code allowPartial}. */
    public RunResults comparable(String parameter, String id, boolean allowPartial) {
        Optional<RunResults> results;
        try {
            results = read(id);
        } catch (UnreadableDocumentException e) {
            throw new InvalidRunRequestException(
                    parameter, "run " + id + " cannot be compared: its results.json " + e.problem());
        }
        RunResults run = results.orElseThrow(() -> new InvalidRunRequestException(
                parameter, "run " + id + " has no results to compare (it has not ended, or wrote no results.json)"));
        if (run.partial() != null && !allowPartial) {
            throw new InvalidRunRequestException(
                    parameter,
                    "run " + id + " is a partial run (" + run.partial().describe() + "): its figures are those of "
                            + "the repetitions that finished, not of the run it was to be; add allowPartial=true to "
                            + "compare them anyway");
        }
        return run;
    }

    private Optional<RunResults> read(String id) {
        RunRecord run = runs.find(id).record();
        if (!run.status().isFinal()) {
            return Optional.empty();
        }
        Optional<Path> file = store.resultFile(id, ResultsFiles.RESULTS_JSON);
        if (file.isEmpty()) {
            cache.remove(id);
            return Optional.empty();
        }
        Fingerprint now;
        try {
            now = Fingerprint.of(file.get());
        } catch (IOException e) { // removed between the two looks
            cache.remove(id);
            return Optional.empty();
        }
        Cached cached = cache.get(id);
        if (cached != null && cached.fingerprint().equals(now)) {
            return Optional.of(cached.results());
        }
        cache.remove(id);
        RunResults results = ResultsFiles.read(file.get());
        cache.put(id, new Cached(now, results));
        return Optional.of(results);
    }
}
