package dev.aggregationbench.cli;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.report.ReportOpener;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

/**
 * {@code ./benchmark.sh} with one value of each knob: one run into {@code --output}. Its table goes to stdout; what
 * the run took and where its files are go to stderr; report.html (comparing it with the {@link Baseline}, when there
 * is one) is opened with {@code --open}. Exit 0 when every variant succeeded, else 1. Ctrl-C or SIGTERM
 * ({@link RunSignals}): the repetitions that finished are written as a partial run, its table is printed, and the
 * exit code is 128 + the signal's number.
 */
record OneRunCommand(PrintStream out, PrintStream err, boolean quiet, RunOutput output) {

    /** @param baseline the run report.html compares this one with; null: none */
    int run(RunOptions options, Path outputDir, Baseline baseline, boolean open) {
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
            Path report = report(results, baseline, outputDir);
            err.println(output.wrap(RunTimeLine.of(results)));
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

    /** report.html, with the comparison when there is a baseline; null (and a message) when it cannot be written. */
    private Path report(RunResults results, Baseline baseline, Path outputDir) {
        Path report = outputDir.resolve(HtmlReport.REPORT_HTML);
        if (baseline != null) {
            try {
                return HtmlReport.write(results, baseline.results(), baseline.allowDifferentConditions(), outputDir);
            } catch (RuntimeException e) {
                err.println("benchmark.sh: the comparison with " + baseline.path() + " could not be written into the "
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
}
