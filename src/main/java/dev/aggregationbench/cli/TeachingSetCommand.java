package dev.aggregationbench.cli;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.orchestration.TeachingSetRun;
import dev.aggregationbench.orchestration.TeachingSetRun.ScenarioRun;
import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * {@code ./benchmark.sh --scenario=all}: the teaching set, each scenario a run of its own into
 * {@code <output>/<scenario>/}; each scenario's table is printed as soon as it ends ({@link PartsOutput}), the index
 * (summary.md, index.html) is written at the end, and the exit code is the worst of the scenarios'. Ctrl-C or SIGTERM
 * ({@link RunSignals}) stops the running scenario, which is written as a partial run, writes the index of the
 * scenarios that ran and exits with 128 + the signal's number.
 */
record TeachingSetCommand(PrintStream err, RunOutput output, PartsOutput parts) {

    static TeachingSetCommand of(PrintStream out, PrintStream err, boolean quiet, RunOutput output) {
        return new TeachingSetCommand(
                err, output, new PartsOutput(out, err, quiet, output, "teaching set", "scenario"));
    }

    int run(RunOptions options, Path outputDir, boolean open) {
        long startNanos = System.nanoTime();
        int jvms = ResultsFromRepetitions.plannedIds(options).size() * options.repetitions();
        BenchmarkRunner runner = new BenchmarkRunner(IsolationSettings.defaults(), parts::message);
        TeachingSetRun set =
                new TeachingSetRun(runner, () -> Isolations.dockerEngine().answers());
        return parts.<ScenarioRun>run(
                interruptReason -> set.run(options, outputDir, listener(jvms), interruptReason),
                "the index",
                outputDir,
                runs -> {
                    err.println(output.wrap("Results: " + outputDir.toAbsolutePath()
                            + " (one directory per scenario; index: summary.md, " + TeachingSetIndex.INDEX_HTML + ")"));
                    return parts.ended(
                            startNanos,
                            outputDir.resolve(TeachingSetIndex.INDEX_HTML),
                            open,
                            runs,
                            ScenarioRun::scenario,
                            ScenarioRun::exitCode);
                });
    }

    private TeachingSetRun.Listener listener(int jvms) {
        return new TeachingSetRun.Listener() {
            @Override
            public void isolationDecided(IsolationMode mode) {
                err.println("benchmark.sh: --isolation=auto decided once for the whole set: " + mode.id());
            }

            @Override
            public Consumer<RunEvent> starting(RunOptions step) {
                return parts.starting(step.scenario(), TeachingSetIndex.sizes(step), jvms);
            }

            @Override
            public void finished(ScenarioRun run) {
                parts.finished(run.scenario(), TeachingSetIndex.sizes(run.options()), run.outcome(), run.directory());
            }
        };
    }
}
