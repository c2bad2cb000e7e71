package dev.aggregationbench.orchestration;

import dev.aggregationbench.run.RunEventType;

import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.results.Ranking;
import dev.aggregationbench.variant.Variant;

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

/**
 * The benchmark: the mock in its own JVM, then for the transport row and each variant, {@code repetitions} fresh
 * worker JVMs one after another (never two at once: they would share the CPUs they are measured on). Each worker
 * runs the warm-up passes and one measured pass and writes its document; this class collects the documents,
 * classifies each JVM's ending ({@link RepetitionOutcomes}) and writes the result files.
 */
public final class BenchmarkRunner implements BenchmarkEngine {

    static final String WORKER_MAIN = "dev.aggregationbench.worker.WorkerMain";
    /** The scenarios whose workload the worker runs today; the others are refused before anything starts. */
    static final List<String> RUNNABLE_SCENARIOS = List.copyOf(Scenarios.IDS);

    private final IsolationSettings isolationSettings;
    private final Consumer<String> log;

    public BenchmarkRunner() {
        this(IsolationSettings.defaults(), message -> { });
    }

    /** @param log one-line progress messages about set-up (image builds, the mock starting) */
    public BenchmarkRunner(IsolationSettings isolationSettings, Consumer<String> log) {
        this.isolationSettings = isolationSettings;
        this.log = log;
    }

    @Override
    public RunOutcome run(RunOptions options, Path outputDirectory, Consumer<RunEvent> events) {
        Path outputDir = outputDirectory.toAbsolutePath().normalize(); // console logs are absolute paths
        long startNanos = System.nanoTime();
        if (!RUNNABLE_SCENARIOS.contains(options.scenario())) {
            return new RunOutcome(false, "scenario " + options.scenario() + " cannot run yet (runnable: "
                    + String.join(", ", RUNNABLE_SCENARIOS) + "; issue 12)", outputDir, null);
        }
        String startedAt = Instant.now().toString();
        String runId = outputDir.getFileName().toString();
        try {
            Files.createDirectories(outputDir.resolve("jvms"));
        } catch (IOException e) {
            return new RunOutcome(false, "cannot create the output directory " + outputDir + ": " + e.getMessage(),
                    outputDir, null);
        }
        IsolationSettings settings = isolationSettings
                .withRunId(IsolationSettings.newRunId())
                .withDockerNetwork(options.dockerNetwork())
                .withProgress(log);
        List<VariantResults> variants = new ArrayList<>();
        Map<String, String> problems = new LinkedHashMap<>();
        ConditionsProbe conditions = new ConditionsProbe(options);
        boolean cancelled = false;
        try (Isolation isolation = Isolations.select(options.isolation(), settings)) {
            conditions.isolation(isolation);
            events.accept(new RunEvent(RunEventType.RUN_STARTED, null, 0, options.repetitions(),
                    Map.of("isolation", isolation.id(), "warnings", isolation.warnings())));
            MockProcess mock = MockProcess.start(isolation, options, outputDir.resolve("jvms"), log);
            try {
                AotCache aot = AotCache.prepare(isolation, options, mock.url(), log);
                conditions.aotCache(aot.report());
                List<MockCapacity> capacity = mock.capacity(options, log);
                conditions.mockCapacity(capacity, MockProcess.CAPACITY_METHOD);
                List<String> ids = new ArrayList<>(List.of(WorkerResult.TRANSPORT));
                ids.addAll(options.variants());
                for (String id : ids) {
                    List<Repetition> repetitions = new ArrayList<>();
                    for (int rep = 1; rep <= options.repetitions(); rep++) {
                        events.accept(new RunEvent(RunEventType.VARIANT_STARTED, id, rep, options.repetitions(), Map.of()));
                        MockProcess.MockLoad before = mock.load();
                        Repetition repetition = runWorker(isolation, options, mock.url(), outputDir, id, rep,
                                conditions.gitCommit(), aot);
                        MockProcess.MockLoad after = mock.load();
                        if (before != null && after != null) {
                            conditions.sawMock(after.cpuNanosPerPageSince(before));
                        }
                        repetitions.add(repetition);
                        conditions.sawWorker(repetition);
                        conditions.sawAotCacheUse(id + "-" + rep, repetition.aotCache());
                        events.accept(new RunEvent(RunEventType.REPETITION_FINISHED, id, rep, options.repetitions(),
                                RepetitionOutcomes.figures(repetition)));
                    }
                    VariantResults results = VariantResults.of(id, description(id), repetitions,
                            capacity == null ? List.of() : capacity);
                    variants.add(results);
                    RepetitionOutcomes.problem(results).ifPresent(p -> problems.put(id, p));
                }
            } finally {
                mock.stop();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancelled = true;
            problems.put("run", "cancelled");
        } catch (IOException | RuntimeException e) {
            problems.put("run", e.getMessage() == null ? e.toString() : e.getMessage());
        }
        String failure = problems.isEmpty() ? null : problems.entrySet().stream()
                .map(p -> p.getKey() + ": " + p.getValue()).reduce((a, b) -> a + "; " + b).orElseThrow();
        RunResults results = new RunResults(RunResults.SCHEMA_VERSION, runId, startedAt, Instant.now().toString(),
                options, conditions.toConditions(), variants, Ranking.of(variants), problems.isEmpty(), failure,
                (System.nanoTime() - startNanos) / 1_000_000);
        Path json;
        try {
            json = ResultsFiles.write(results, outputDir);
            writeReport(results, outputDir);
        } catch (UncheckedIOException e) { // a full disk, a read-only directory: say which file, keep the others
            json = null;
            failure = (failure == null ? "" : failure + "; ") + e.getMessage();
        }
        boolean succeeded = failure == null;
        events.accept(new RunEvent(succeeded ? RunEventType.RUN_FINISHED : RunEventType.RUN_FAILED, null, 0,
                options.repetitions(), succeeded ? Map.of() : Map.of("failure", failure)));
        if (cancelled) {
            throw new CancellationException("run " + runId + " cancelled; partial results in " + outputDir);
        }
        return new RunOutcome(succeeded, failure, outputDir, json);
    }

    /** report.html beside the other files; if it cannot be written the run still has them, and says so. */
    private void writeReport(RunResults results, Path outputDir) {
        try {
            HtmlReport.write(results, outputDir);
        } catch (RuntimeException e) {
            log.accept("report.html could not be written (results.json, results.csv and summary.md were): "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    private Repetition runWorker(Isolation isolation, RunOptions options, String mockUrl, Path outputDir, String id,
                                 int rep, String gitCommit, AotCache aot) throws IOException, InterruptedException {
        Path jvmDir = outputDir.resolve("jvms");
        String name = id + "-" + rep;
        String documentName = name + ".json";
        List<String> jvmOptions = new ArrayList<>(options.workerJvmOptions());
        if (gitCommit != null) {
            jvmOptions.add("-Daggbench.git.commit=" + gitCommit);
        }
        jvmOptions.addAll(aot.workerFlags());
        List<String> args = new ArrayList<>(List.of("--variant=" + id, "--url=" + mockUrl, "--warmup=" + options.warmup(),
                "--passes=1", "--interval-millis=" + options.intervalMillis(),
                "--output=" + isolation.outputDirFor(jvmDir) + "/" + documentName));
        args.addAll(scenarioArguments(options));
        Launched worker = isolation.start(JvmLaunch.worker(name, jvmOptions, WORKER_MAIN, args, options.cpus(),
                options.memory()), jvmDir);
        try {
            int exitCode = worker.awaitExit(java.time.Duration.ofSeconds(options.timeoutSeconds()));
            return RepetitionOutcomes.classify(rep, exitCode, worker.timedOut(), jvmDir.resolve(documentName),
                    outputDir.relativize(worker.consoleLog()).toString(), worker.outputTail(),
                    options.timeoutSeconds()).withAotCache(aot.useOf(worker.consoleLog(), outputDir));
        } finally {
            worker.stop();
        }
    }

    /** The worker's scenario options: what it runs (the mock adds the latency and faults itself). */
    static List<String> scenarioArguments(RunOptions options) {
        List<String> args = new ArrayList<>(List.of("--scenario=" + options.scenario()));
        if (Scenarios.PIPELINED.equals(options.scenario())) {
            args.add("--work-per-order-micros=" + options.workPerOrderMicros());
        }
        if (Scenarios.FAN_OUT.equals(options.scenario())) {
            args.add("--concurrency=" + String.join(",", options.concurrency().stream().map(String::valueOf).toList()));
            args.add("--threads=" + options.threads());
        }
        return args;
    }

    private static String description(String id) {
        return id.equals(WorkerResult.TRANSPORT) ? "The same client fetching and decoding every page, then discarding it"
                : Variant.fromId(id).description();
    }
}
