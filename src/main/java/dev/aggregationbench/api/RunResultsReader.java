package dev.aggregationbench.api;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The results.json of ended runs as {@link RunResults}, read once per run (an ended run's document never changes),
 * for the run list's headline and the comparison of two runs.
 */
@Component
public class RunResultsReader {

    private static final Logger log = LoggerFactory.getLogger(RunResultsReader.class);

    private final RunService runs;
    private final RunStore store;
    private final Map<String, RunResults> cache = new ConcurrentHashMap<>();

    public RunResultsReader(RunService runs, RunStore store) {
        this.runs = runs;
        this.store = store;
    }

    /** The run's results, once it ended and the engine wrote a readable results.json. */
    public Optional<RunResults> results(String id) {
        RunRecord run = runs.find(id).record();
        if (!run.status().isFinal()) {
            return Optional.empty();
        }
        RunResults cached = cache.get(id);
        if (cached != null) {
            return Optional.of(cached);
        }
        return store.resultFile(id, ResultsFiles.RESULTS_JSON).flatMap(file -> {
            try {
                RunResults results = ResultsFiles.read(file);
                cache.put(id, results);
                return Optional.of(results);
            } catch (RuntimeException e) {
                log.warn("Unreadable results of run {}: {}", id, e.getMessage());
                return Optional.empty();
            }
        });
    }
}
