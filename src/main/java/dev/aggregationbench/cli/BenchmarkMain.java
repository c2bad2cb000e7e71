package dev.aggregationbench.cli;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.files.DirectoryLock;
import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.files.QuotedPath;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.orchestration.WorkerJdk;
import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.report.ReportOpener;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.text.Echo;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./benchmark.sh [run]}: the whole benchmark from the command line. */
@Command(
        name = "benchmark.sh",
        mixinStandardHelpOptions = true,
        modelTransformer = KnobOptions.class,
        sortOptions = false,
        usageHelpWidth = 110,
        description = {
            "Runs the orders API mock, then the transport row and each variant in its own fresh, CPU-limited JVM "
                    + "(a Docker container, or a process), and prints what each costs.",
            ""
        },
        footer = {
            "",
            "Other commands: benchmark.sh mock | worker | serve | compare  (each has --help).",
            "Exit codes (--scenario=all: the worst of its scenarios'): 0 all variants ok; 1 a variant was wrong, "
                    + "failed, ran out of memory or timed out (the other results are still written); 2 bad input, nothing started; 130 (SIGINT, Ctrl-C) "
                    + "or 143 (SIGTERM): interrupted, the repetitions that finished are written as a partial "
                    + "run (a second signal ends at once)."
        })
public final class BenchmarkMain implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--output", description = "Directory for the result files (default: results/<timestamp>/).")
    Path output;

    @Option(
            names = "--format",
            defaultValue = "table",
            description = "What stdout gets: table, markdown, json, csv (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(
            names = "--details",
            description = "With --format=table: print the full tables (every figure with its min-max and CI, cold "
                    + "and steady, the legend and the conditions) instead of one line per variant; summary.md and "
                    + "report.html always have them.")
    boolean details;

    @Option(names = "--quiet", description = "No progress display on stderr.")
    boolean quiet;

    @Option(
            names = "--open",
            description = "Open report.html in a browser when the run ends (when one is available; "
                    + "otherwise prints where the report is).")
    boolean open;

    @Option(
            names = "--baseline",
            paramLabel = "RUN",
            description = "An earlier run (its directory or results.json): "
                    + "report.html then compares this run with it, as benchmark.sh compare does.")
    Path baseline;

    @Option(
            names = "--allow-different-conditions",
            description = "With --baseline: compare even when orders, page "
                    + "size, cpus, heap, GC, JDK or isolation differ from the baseline's (they are listed).")
    boolean allowDifferentConditions;

    @Option(
            names = "--allow-partial",
            description = "With --baseline: compare even when the baseline is a partial run (interrupted or "
                    + "cancelled); only the repetitions it finished are compared.")
    boolean allowPartial;

    private final PrintStream out;
    private final PrintStream err;
    private DirectoryLock outputLock; // one run at a time in the output directory, until execute() returns

    BenchmarkMain(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        KnobValues values = KnobOptions.toValues(spec, this::usage);
        Matrix matrix = Matrix.isMatrix(values) ? new Matrix(values) : null;
        RunOptions options = matrix != null ? matrix.cells().getFirst().options() : RunOptions.from(values);
        Path outputDir = output != null ? output : defaultOutput();
        if (!RunOutput.FORMATS.contains(format)) {
            throw usage("--format must be table, markdown, json or csv, was " + Echo.quote(format));
        }
        if (output != null && output.toString().isBlank()) {
            throw usage("--output must not be empty (the result files would land in the current directory); "
                    + "name a directory, or leave --output out for results/<timestamp>/");
        }
        OutputDirectory.refuseAFinishedRun(outputDir, this::usage);
        boolean teachingSet = Scenarios.ALL.equals(options.scenario());
        if (teachingSet && baseline != null) {
            throw usage("--baseline cannot be used with --scenario=all (each scenario is a run of its own: compare "
                    + "one scenario's directory with benchmark.sh compare)");
        }
        if (matrix != null && baseline != null) {
            throw usage("--baseline cannot be used with a matrix (several " + Matrix.dimensionsText(Knob::cliOption)
                    + " values: each cell is a run of its own, compared with the first cell; compare one cell's "
                    + "directory with benchmark.sh compare)");
        }
        for (RunOptions cell : matrix != null
                ? matrix.cells().stream().map(Matrix.Cell::options).toList()
                : List.of(options)) {
            WorkerJdk.problem(cell).ifPresent(problem -> {
                throw usage(Knob.byName(problem.field()).orElseThrow().cliOption() + " " + problem.message());
            });
        }
        RunResults baselineResults = readBaseline(options);
        if (options.isolation() == IsolationMode.DOCKER
                && !Isolations.dockerEngine().answers()) {
            throw usage("--isolation=docker, but no Docker engine answers: "
                    + Isolations.dockerEngine().detail());
        }
        outputLock = OutputDirectory.claim(outputDir, this::usage);
        if (matrix != null) {
            return new MatrixCommand(out, err, quiet, output()).run(matrix, outputDir, open);
        }
        if (teachingSet) {
            return new TeachingSetCommand(out, err, quiet, output(), output().forPeople())
                    .run(options, outputDir, open);
        }
        try (Progress progress = new Progress(
                        err, quiet, ResultsFromRepetitions.plannedIds(options).size() * options.repetitions());
                RunSignals signals =
                        RunSignals.install(Thread.currentThread(), line -> err.println("benchmark.sh: " + line))) {
            long startNanos = System.nanoTime();
            BenchmarkRunner runner = new BenchmarkRunner(IsolationSettings.defaults(), progress::message);
            RunOutcome outcome;
            try {
                outcome = runner.run(options, outputDir, progress::event, signals::reason);
            } catch (CancellationException interrupted) {
                Thread.interrupted(); // handled here; the files are written
                progress.close();
                return partial(outputDir, signals, interrupted);
            }
            progress.close();
            if (outcome.resultsJson() == null) {
                err.println("benchmark.sh: " + Failures.withoutResults(outcome, System.nanoTime() - startNanos));
                return 1;
            }
            RunResults results = ResultsFiles.read(outcome.resultsJson());
            Path report = report(results, baselineResults, outputDir);
            RunOutput output = output();
            err.println(output.wrap(suiteTime(results)));
            if (!output.format().equals("table")) {
                err.println("Results: " + outputDir.toAbsolutePath() + " (results.json, results.csv, summary.md"
                        + (report == null ? "" : ", report.html") + ")");
            }
            out.print(output.render(results, outputDir));
            out.flush();
            if (open && report != null) {
                ReportOpener.open(report, err);
            }
            if (!outcome.succeeded()) {
                err.println("benchmark.sh: not every variant succeeded: " + outcome.failureReason());
                return 1;
            }
            return 0;
        }
    }

    /** The run's wall time, how many JVMs were steady, and what the AOT cache cost (the build not counted). */
    public static String suiteTime(RunResults results) {
        List<Repetition> jvms = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .toList();
        long steady = jvms.stream()
                .filter(r -> r.worker() != null
                        && r.worker().warmupEnd() != null
                        && Boolean.TRUE.equals(r.worker().warmupEnd().steady()))
                .count();
        AotCacheReport aot = results.conditions().aotCache();
        String cache = aot == null || !aot.inUse()
                ? "no AOT cache"
                : aot.trainingMillis() == null
                        ? "AOT cache reused"
                        : String.format(
                                java.util.Locale.ROOT,
                                "AOT cache trained in %.1f s, included",
                                aot.trainingMillis() / 1000.0);
        List<Long> jit = jvms.stream()
                .filter(r -> r.worker() != null && r.worker().warmupEnd() != null)
                .map(r -> r.worker().warmupEnd().compilerCpuNanos())
                .filter(java.util.Objects::nonNull)
                .toList();
        String compilers = jit.isEmpty()
                ? "JIT compiler threads' CPU n/a"
                : String.format(
                        java.util.Locale.ROOT,
                        "the JIT compiler threads used %.1f s of CPU until the warm-ups ended (%d JVMs, measured from /proc)",
                        jit.stream().mapToLong(Long::longValue).sum() / 1e9,
                        jit.size());
        return String.format(
                java.util.Locale.ROOT,
                "benchmark.sh: the run took %.1f s of wall time (%d JVMs, %d of "
                        + "them steady, warm-up %s, %s; %s; the build before it not counted)",
                results.wallTimeMillis() / 1000.0,
                jvms.size(),
                steady,
                results.options().warmup(),
                cache,
                compilers);
    }

    /** An interrupted run: the partial table on stdout, where its files are, exit 128 + the signal's number. */
    private int partial(Path outputDir, RunSignals signals, CancellationException interrupted) {
        if (!Files.isRegularFile(outputDir.resolve(ResultsFiles.RESULTS_JSON))) {
            err.println("benchmark.sh: " + interrupted.getMessage());
            return signals.exitCode();
        }
        RunResults results = ResultsFiles.read(outputDir);
        String partial = "PARTIAL RUN, "
                + (results.partial() == null
                        ? signals.reason()
                        : results.partial().describe());
        RunOutput output = output();
        if (output.forPeople()) {
            out.println(output.wrap(partial));
            out.println();
        }
        out.print(output.render(results, null));
        out.flush();
        err.println("benchmark.sh: " + partial);
        err.println("Partial results: " + outputDir.toAbsolutePath() + " (results.json, results.csv, summary.md, "
                + "report.html)");
        return signals.exitCode();
    }

    /** The baseline to compare with, read and checked before anything starts; null without --baseline. */
    private RunResults readBaseline(RunOptions options) {
        if (baseline == null) {
            return null;
        }
        RunResults results;
        try {
            results = ResultsFiles.read(baseline);
        } catch (UnreadableDocumentException e) {
            throw usage("--baseline " + e.getMessage());
        }
        if (results.partial() != null && !allowPartial) {
            throw usage("--baseline " + RunComparison.partialRefusal(baseline, results, "--allow-partial"));
        }
        List<RunComparison.Difference> differences = RunComparison.differences(results, options);
        if (!differences.isEmpty() && !allowDifferentConditions) {
            throw usage("--baseline " + QuotedPath.of(baseline) + " was measured under different conditions ("
                    + RunComparison.describe(differences) + "); add --allow-different-conditions to compare anyway");
        }
        return results;
    }

    /** report.html, with the comparison when there is a baseline; null (and a message) when it cannot be written. */
    private Path report(RunResults results, RunResults baselineResults, Path outputDir) {
        Path report = outputDir.resolve(HtmlReport.REPORT_HTML);
        if (baselineResults != null) {
            try {
                return HtmlReport.write(results, baselineResults, allowDifferentConditions, outputDir);
            } catch (RuntimeException e) {
                err.println("benchmark.sh: the comparison with " + baseline + " could not be written into the "
                        + "report: " + e.getMessage());
            }
        }
        if (!Files.isRegularFile(report)) {
            err.println("benchmark.sh: report.html could not be written; results.json, results.csv and summary.md "
                    + "are complete");
            return null;
        }
        return report;
    }

    /** What stdout gets, to the width of the terminal it is (or 120 columns). */
    private RunOutput output() {
        if (runOutput == null) {
            runOutput = new RunOutput(format, details, TerminalWidth.of(out));
        }
        return runOutput;
    }

    private RunOutput runOutput;

    private static Path defaultOutput() {
        String home = System.getenv("AGGBENCH_HOME");
        Path base = home == null ? Path.of("results") : Path.of(home, "results");
        return base.resolve(LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss")));
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(new CommandLine(this), message);
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    /** Runs the command line; returns the exit code (2 for bad input, with one line naming the problem). */
    public static int execute(String[] args, PrintStream out, PrintStream err) {
        BenchmarkMain main = new BenchmarkMain(out, err);
        CommandLine cli = new CommandLine(main);
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        cli.setParameterExceptionHandler(new UsageErrors("benchmark.sh", "./benchmark.sh --help", err));
        cli.setExecutionExceptionHandler(Failures.oneLine("benchmark.sh", err));
        try {
            return cli.execute(args);
        } finally {
            OutputDirectory.release(main.outputLock, err);
        }
    }
}
