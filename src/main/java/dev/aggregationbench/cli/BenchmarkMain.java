package dev.aggregationbench.cli;

import dev.aggregationbench.files.DirectoryLock;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.UsageErrors;
import dev.aggregationbench.orchestration.WorkerJdk;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.text.Echo;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./benchmark.sh [run]}: the whole benchmark from the command line. This class holds the options, checks them
 * all before anything starts (exit 2 naming what is wrong), claims the output directory and hands over to the
 * command that runs: one run ({@link OneRunCommand}), the teaching set ({@link TeachingSetCommand}) or a matrix
 * ({@link MatrixCommand}).
 */
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
            throw usage("--baseline cannot be used with a matrix (several "
                    + Matrix.dimensionsText(knob -> knob.definition().cliOption())
                    + " values: each cell is a run of its own, compared with the first cell; compare one cell's "
                    + "directory with benchmark.sh compare)");
        }
        for (RunOptions cell : matrix != null
                ? matrix.cells().stream().map(Matrix.Cell::options).toList()
                : List.of(options)) {
            WorkerJdk.problem(cell).ifPresent(problem -> {
                throw usage(
                        Knob.byName(problem.field()).orElseThrow().definition().cliOption() + " " + problem.message());
            });
        }
        Baseline baselineRun = Baseline.read(baseline, options, allowPartial, allowDifferentConditions, this::usage);
        if (options.isolation() == IsolationMode.DOCKER
                && !Isolations.dockerEngine().answers()) {
            throw usage("--isolation=docker, but no Docker engine answers: "
                    + Isolations.dockerEngine().detail());
        }
        outputLock = OutputDirectory.claim(outputDir, this::usage);
        if (matrix != null) {
            return MatrixCommand.of(out, err, quiet, output()).run(matrix, outputDir, open);
        }
        if (teachingSet) {
            return TeachingSetCommand.of(out, err, quiet, output()).run(options, outputDir, open);
        }
        return new OneRunCommand(out, err, quiet, output()).run(options, outputDir, baselineRun, open);
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
        return new CommandLine.ParameterException(spec.commandLine(), message);
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
        cli.setParameterExceptionHandler(new UsageErrors("benchmark.sh", "./benchmark.sh --help"));
        cli.setExecutionExceptionHandler(Failures.oneLine("benchmark.sh", err));
        try {
            return cli.execute(args);
        } finally {
            OutputDirectory.release(main.outputLock, err);
        }
    }
}
