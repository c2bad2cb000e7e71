package dev.aggregationbench.orchestration;

import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.results.Partial;
import dev.aggregationbench.results.Ranking;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A run's results from the repetitions that finished, on every run: what a run starts worker JVMs for
 * ({@link #plannedIds}), each row's results from its finished repetitions ({@link #variants}) and report.html beside
 * the files ({@link #writeReport}). A run that was interrupted keeps the repetitions it finished the same way; when
 * the process that ran a run was killed ({@code kill -9} of the service), {@link #rebuild} makes its result files
 * afterwards from the worker documents in {@code jvms/} (written atomically: one that reads is complete).
 */
public final class ResultsFromRepetitions {

    private ResultsFromRepetitions() {}

    /**
     * What a run starts worker JVMs for, in order: the transport row; the binding row when the run is sequential and
     * asks for naive (the binding row measures the way of reading a page a first draft like naive would use, which
     * naive itself no longer does); then the variants asked for.
     */
    public static List<String> plannedIds(RunOptions options) {
        List<String> ids = new ArrayList<>(List.of(WorkerResult.TRANSPORT));
        if (Scenarios.SEQUENTIAL.equals(options.scenario())
                && options.variants().contains(Variant.NAIVE.id())) {
            ids.add(WorkerResult.BINDING);
        }
        ids.addAll(options.variants());
        return ids;
    }

    /** The variants with at least one finished repetition, in the run's order. */
    static List<VariantResults> variants(Map<String, List<Repetition>> finished, List<MockCapacity> capacity) {
        return finished.entrySet().stream()
                .filter(e -> !e.getValue().isEmpty())
                .map(e -> VariantResults.of(e.getKey(), description(e.getKey()), e.getValue(), capacity))
                .toList();
    }

    static String description(String id) {
        return switch (id) {
            case WorkerResult.TRANSPORT -> "The same client fetching and decoding every page, then discarding it";
            case WorkerResult.BINDING ->
                "The same client reading every page whole and binding it with data binding, then discarding it";
            default -> Variant.fromId(id).description();
        };
    }

    /**
     * Writes the result files of a run whose process was killed, from the worker documents in {@code runDir/jvms};
     * keeps a results.json that is already there (the run got that far). Returns results.json.
     *
     * @param reason    why the run did not finish, e.g. "the service stopped while this run was running"
     * @param startedAt when the run started (ISO-8601), as its owner recorded it
     */
    public static Path rebuild(RunOptions options, Path runDir, String reason, String startedAt, Consumer<String> log) {
        Path existing = runDir.resolve(ResultsFiles.RESULTS_JSON);
        if (Files.isRegularFile(existing)) {
            return existing;
        }
        Path jvms = runDir.resolve("jvms");
        Map<String, List<Repetition>> finished = new java.util.LinkedHashMap<>();
        ConditionsProbe conditions = new ConditionsProbe(options);
        conditions.isolationNotRecorded("the isolation of this run was not recorded: the process that ran it was "
                + "killed; these results were rebuilt from its worker documents");
        for (String id : plannedIds(options)) {
            List<Repetition> repetitions = finished.computeIfAbsent(id, k -> new ArrayList<>());
            for (int rep = 1; rep <= options.repetitions(); rep++) {
                Repetition repetition = RepetitionOutcomes.fromDocument(
                        rep, jvms.resolve(id + "-" + rep + ".json"), "jvms/" + id + "-" + rep + ".console.log");
                if (repetition != null) {
                    repetitions.add(repetition);
                    conditions.sawWorker(repetition);
                }
            }
        }
        List<VariantResults> variants = variants(finished, List.of());
        Partial partial = Partial.of(reason, plannedIds(options), options.repetitions(), variants);
        RunResults results = results(
                runDir.getFileName().toString(),
                startedAt,
                options,
                conditions,
                variants,
                "run: " + partial.describe(),
                null,
                partial);
        Path json = ResultsFiles.write(results, runDir);
        writeReport(results, runDir, log);
        return json;
    }

    /**
     * The run's results, finished now: its rows ranked, and why it failed ({@code null}: it succeeded).
     *
     * @param wallTimeMillis {@code null} when not known (a rebuilt run)
     * @param partial        which repetitions did not finish, {@code null} for a run that did
     */
    static RunResults results(
            String runId,
            String startedAt,
            RunOptions options,
            ConditionsProbe conditions,
            List<VariantResults> variants,
            String failure,
            Long wallTimeMillis,
            Partial partial) {
        return new RunResults(
                RunResults.SCHEMA_VERSION,
                runId,
                startedAt,
                Instant.now().toString(),
                options,
                conditions.toConditions(),
                variants,
                Ranking.of(variants),
                failure == null,
                failure,
                wallTimeMillis,
                null, // the status: from partial
                partial,
                null); // the mock share: computed from the conditions and the variants
    }

    /** report.html beside the other files; if it cannot be written the run still has them, and says so. */
    static void writeReport(RunResults results, Path outputDir, Consumer<String> log) {
        try {
            HtmlReport.write(results, outputDir);
        } catch (RuntimeException e) {
            log.accept("report.html could not be written (results.json, results.csv and summary.md were): "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }
}
