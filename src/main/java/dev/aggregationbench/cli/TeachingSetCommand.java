package dev.aggregationbench.cli;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.orchestration.TeachingSetRun;
import dev.aggregationbench.orchestration.TeachingSetRun.ScenarioRun;
import dev.aggregationbench.report.ReportOpener;
import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * {@code ./benchmark.sh --scenario=all}: the teaching set, each scenario a run of its own into
 * {@code <output>/<scenario>/}; each scenario's table is printed as soon as it ends, the index (summary.md,
 * index.html) is written at the end, and the exit code is the worst of the scenarios'. Ctrl-C or SIGTERM
 * ({@link RunSignals}) stops the running scenario, which is written as a partial run, writes the index of the
 * scenarios that ran and exits with 128 + the signal's number.
 */
final class TeachingSetCommand {

    private final PrintStream out;
    private final PrintStream err;
    private final boolean quiet;
    private final RunOutput output;
    private final boolean headings;
    private Progress progress;

    /** @param headings a heading line before each scenario's table (not for json and csv, which stay parseable) */
    TeachingSetCommand(PrintStream out, PrintStream err, boolean quiet, RunOutput output, boolean headings) {
        this.out = out;
        this.err = err;
        this.quiet = quiet;
        this.output = output;
        this.headings = headings;
        this.progress = new Progress(err, quiet, 0);
    }

    int run(RunOptions options, Path outputDir, boolean open) {
        long startNanos = System.nanoTime();
        int jvms = ResultsFromRepetitions.plannedIds(options).size() * options.repetitions();
        BenchmarkRunner runner = new BenchmarkRunner(IsolationSettings.defaults(), line -> progress.message(line));
        TeachingSetRun set =
                new TeachingSetRun(runner, () -> Isolations.dockerEngine().answers());
        List<ScenarioRun> runs;
        try (RunSignals signals =
                RunSignals.install(Thread.currentThread(), line -> err.println("benchmark.sh: " + line))) {
            try {
                runs = set.run(options, outputDir, listener(jvms), signals::reason);
            } catch (CancellationException interrupted) {
                Thread.interrupted(); // handled here; the finished scenarios and the index are written
                progress.close();
                err.println("benchmark.sh: PARTIAL TEACHING SET, " + signals.reason() + "; the scenarios that ran "
                        + "(the last one partial) and the index: " + outputDir.toAbsolutePath());
                return signals.exitCode();
            }
        }
        Path index = outputDir.resolve(TeachingSetIndex.INDEX_HTML);
        err.println(output.wrap("Results: " + outputDir.toAbsolutePath() + " (one directory per scenario; index: "
                + "summary.md, " + TeachingSetIndex.INDEX_HTML + ")"));
        err.println(output.wrap(String.format(
                Locale.ROOT,
                "benchmark.sh: the teaching set took %.1f s of wall time (%d scenarios)",
                (System.nanoTime() - startNanos) / 1e9,
                runs.size())));
        if (open) {
            ReportOpener.open(index, err);
        }
        List<String> failed = runs.stream()
                .filter(r -> r.exitCode() != 0)
                .map(ScenarioRun::scenario)
                .toList();
        if (!failed.isEmpty()) {
            err.println("benchmark.sh: not every variant succeeded in " + String.join(", ", failed)
                    + " (see each scenario's summary.md)");
        }
        return runs.stream().mapToInt(ScenarioRun::exitCode).max().orElse(0);
    }

    private TeachingSetRun.Listener listener(int jvms) {
        return new TeachingSetRun.Listener() {
            @Override
            public void isolationDecided(IsolationMode mode) {
                err.println("benchmark.sh: --isolation=auto decided once for the whole set: " + mode.id());
            }

            @Override
            public Consumer<RunEvent> starting(RunOptions step) {
                err.println("benchmark.sh: scenario " + step.scenario() + " (" + TeachingSetIndex.sizes(step) + ")");
                progress = new Progress(err, quiet, jvms);
                return progress::event;
            }

            @Override
            public void finished(ScenarioRun run) {
                progress.close();
                printed(run);
            }
        };
    }

    private void printed(ScenarioRun run) {
        if (run.outcome().resultsJson() == null) {
            err.println("benchmark.sh: scenario " + run.scenario() + " could not start: "
                    + run.outcome().failureReason());
            return;
        }
        RunResults results = ResultsFiles.read(run.outcome().resultsJson());
        if (headings) {
            out.println(output.wrap(
                    "== Scenario " + run.scenario() + " (" + TeachingSetIndex.sizes(run.options()) + ") =="));
        }
        out.print(output.render(results, run.directory()));
        out.flush();
        err.println(output.wrap("benchmark.sh: scenario " + run.scenario() + " "
                + (run.outcome().succeeded()
                        ? "ok"
                        : "not every variant ok: " + run.outcome().failureReason())
                + "; files in " + run.directory()));
    }
}
