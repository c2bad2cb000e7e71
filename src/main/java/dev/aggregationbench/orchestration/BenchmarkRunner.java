package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.results.Partial;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The benchmark: the mock in its own JVM, then for the transport row and each variant, {@code repetitions} fresh
 * worker JVMs one after another (never two at once: they would share the CPUs they are measured on). Each worker
 * runs the warm-up passes and one measured pass and writes its document ({@link WorkerJvms}); this class collects
 * the documents, the conditions they ran under and the mock's load around each, and writes the result files.
 */
public final class BenchmarkRunner implements BenchmarkEngine {

    private final IsolationSettings isolationSettings;
    private final Consumer<String> log;

    public BenchmarkRunner() {
        this(IsolationSettings.defaults(), message -> {});
    }

    /** @param log one-line progress messages about set-up (image builds, the mock starting) */
    public BenchmarkRunner(IsolationSettings isolationSettings, Consumer<String> log) {
        this.isolationSettings = isolationSettings;
        this.log = log;
    }

    @Override
    public RunOutcome run(RunOptions options, Path outputDirectory, Consumer<RunEvent> events) {
        return run(options, outputDirectory, events, () -> "cancelled");
    }

    @Override
    public RunOutcome run(
            RunOptions options, Path outputDirectory, Consumer<RunEvent> events, Supplier<String> interruptReason) {
        Path outputDir = outputDirectory.toAbsolutePath().normalize(); // console logs are absolute paths
        long startNanos = System.nanoTime();
        if (!Scenarios.IDS.contains(options.scenario())) { // all: a set of runs, TeachingSetRun runs it
            return new RunOutcome(
                    false,
                    "scenario " + options.scenario() + " is not one run (runnable: " + String.join(", ", Scenarios.IDS)
                            + "; all is run by TeachingSetRun)",
                    outputDir,
                    null);
        }
        String startedAt = Instant.now().toString();
        String runId = outputDir.getFileName().toString();
        try {
            Files.createDirectories(outputDir.resolve("jvms"));
        } catch (IOException e) {
            return new RunOutcome(
                    false, "cannot create the output directory " + outputDir + ": " + e.getMessage(), outputDir, null);
        }
        Jdk workerJdk; // null: the isolation's own
        try {
            workerJdk = WorkerJdk.of(options);
        } catch (IllegalArgumentException e) { // the front doors check first; a JDK removed since is said here
            return new RunOutcome(false, e.getMessage(), outputDir, null);
        }
        IsolationSettings settings = isolationSettings
                .withRunId(IsolationSettings.newRunId())
                .withDockerNetwork(options.dockerNetwork())
                .withProgress(log);
        Map<String, List<Repetition>> finished = new LinkedHashMap<>();
        Map<String, String> problems = new LinkedHashMap<>();
        ConditionsProbe conditions = new ConditionsProbe(options);
        String interrupted = null;
        String mockExited = null;
        String runProblem = null;
        List<MockCapacity> capacity = List.of();
        try (Isolation isolation = workerJdk != null && options.isolation() == IsolationMode.AUTO
                ? Isolations.process(
                        settings,
                        "auto: the workers run on " + workerJdk.describe()
                                + " (--jdk), a JDK of this machine: auto runs it in processes (--isolation=docker"
                                + " builds an image of its runtime)")
                : Isolations.select(options.isolation(), settings)) {
            conditions.isolation(isolation);
            events.accept(new RunEvent(
                    RunEventType.RUN_STARTED,
                    null,
                    0,
                    options.repetitions(),
                    Map.of("isolation", isolation.id(), "warnings", isolation.warnings())));
            MockProcess mock = MockProcess.start(isolation, options, outputDir.resolve("jvms"), log);
            try {
                AotCache aot = AotCache.prepare(isolation, options, workerJdk, mock.url(), log);
                WorkerJvms workers = new WorkerJvms(
                        isolation, options, mock.url(), outputDir, conditions.gitCommit(), aot, workerJdk);
                conditions.aotCache(aot.report());
                List<MockCapacity> measured = mock.capacity(options, log);
                conditions.mockCapacity(measured, MockCapacityProbe.CAPACITY_METHOD);
                capacity = measured == null ? List.of() : measured;
                String since = "the run's preparation (AOT cache, capacity check)";
                for (String id : ResultsFromRepetitions.plannedIds(options)) {
                    List<Repetition> repetitions = finished.computeIfAbsent(id, k -> new ArrayList<>());
                    for (int rep = 1; rep <= options.repetitions(); rep++) {
                        if (Thread.interrupted()) {
                            throw new InterruptedException("interrupted between repetitions");
                        }
                        mock.checkAlive(since); // never launch a variant against a dead mock
                        since = "variant " + id + "-" + rep;
                        events.accept(
                                new RunEvent(RunEventType.VARIANT_STARTED, id, rep, options.repetitions(), Map.of()));
                        MockLoad before = mock.load();
                        Repetition repetition = workers.run(id, rep, repetitions);
                        MockLoad after = mock.load();
                        if (before != null && after != null) {
                            conditions.sawMock(after.cpuNanosPerPageSince(before));
                        }
                        conditions.sawWorker(repetition);
                        conditions.sawAotCacheUse(id + "-" + rep, repetition.aotCache());
                        events.accept(new RunEvent(
                                RunEventType.REPETITION_FINISHED,
                                id,
                                rep,
                                options.repetitions(),
                                RepetitionOutcomes.figures(repetition)));
                    }
                }
                mock.checkAlive(since); // the last variant too ran against a live mock
            } finally {
                mock.stop();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            interrupted = interruptReason.get();
        } catch (MockExited e) { // partial results, as for an interruption, but a failed run
            mockExited = e.getMessage();
        } catch (IOException | RuntimeException e) {
            if (Thread.currentThread().isInterrupted()) { // an interrupted docker call or image build says so
                interrupted = interruptReason.get();
            } else {
                runProblem = e.getMessage() == null ? e.toString() : e.getMessage();
            }
        }
        List<VariantResults> variants = ResultsFromRepetitions.variants(finished, capacity);
        String stoppedBy = interrupted != null ? interrupted : mockExited;
        Partial partial = stoppedBy == null
                ? null
                : Partial.of(stoppedBy, ResultsFromRepetitions.plannedIds(options), options.repetitions(), variants);
        if (runProblem != null || partial != null) { // first: what stopped the run explains the variants' failures
            problems.put("run", runProblem != null ? runProblem : partial.describe());
        }
        variants.forEach(v -> RepetitionOutcomes.problem(v).ifPresent(p -> problems.put(v.variant(), p)));
        String failure = problems.isEmpty()
                ? null
                : problems.entrySet().stream()
                        .map(p -> p.getKey() + ": " + p.getValue())
                        .reduce((a, b) -> a + "; " + b)
                        .orElseThrow();
        RunResults results = ResultsFromRepetitions.results(
                runId,
                startedAt,
                options,
                conditions,
                variants,
                failure,
                (System.nanoTime() - startNanos) / 1_000_000,
                partial);
        Path json;
        try {
            json = ResultsFiles.write(results, outputDir);
            ResultsFromRepetitions.writeReport(results, outputDir, log);
        } catch (UncheckedIOException e) { // a full disk, a read-only directory: say which file, keep the others
            json = null;
            failure = (failure == null ? "" : failure + "; ") + e.getMessage();
        }
        boolean succeeded = failure == null;
        events.accept(new RunEvent(
                succeeded ? RunEventType.RUN_FINISHED : RunEventType.RUN_FAILED,
                null,
                0,
                options.repetitions(),
                succeeded ? Map.of() : Map.of("failure", failure)));
        if (interrupted != null) {
            throw new CancellationException("run " + runId + " " + interrupted + "; partial results in " + outputDir
                    + (json == null ? " could not be written: " + failure : ""));
        }
        return new RunOutcome(succeeded, failure, outputDir, json);
    }
}
