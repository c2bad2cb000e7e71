package dev.aggregationbench.orchestration;

import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.run.TeachingSet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * {@code --scenario=all}: each scenario of the {@link TeachingSet}, one after another, as a whole run of the engine
 * into its own directory {@code <output>/<scenario>/} (results.json, results.csv, summary.md, report.html as for any
 * run), then the index beside them ({@link TeachingSetIndex}: summary.md and index.html linking each scenario's
 * files). A scenario that fails does not stop the set: the next one still runs, and the index says which failed.
 */
public final class TeachingSetRun {

    /** One scenario of the set, as it ended; {@code directory} holds its files. */
    public record ScenarioRun(RunOptions options, RunOutcome outcome, Path directory) {

        public String scenario() {
            return options.scenario();
        }

        /** The CLI's exit code for this scenario alone: 0 when every variant ended ok, else 1. */
        public int exitCode() {
            return outcome.succeeded() ? 0 : 1;
        }
    }

    /** What the caller sees of the set: each scenario's events while it runs, and each scenario when it ends. */
    public interface Listener {

        /** A scenario is about to start; returns where its run's events go. */
        Consumer<RunEvent> starting(RunOptions step);

        void finished(ScenarioRun run);
    }

    private final BenchmarkEngine engine;

    public TeachingSetRun(BenchmarkEngine engine) {
        this.engine = engine;
    }

    /**
     * Runs the set for {@code options} (scenario {@code all}) into {@code outputDir}; the index is written after
     * the last scenario, and also when the set is cancelled (listing the scenarios that ran).
     */
    public List<ScenarioRun> run(RunOptions options, Path outputDir, Listener listener) {
        if (!Scenarios.ALL.equals(options.scenario())) {
            throw new IllegalArgumentException("the teaching set runs with scenario all, was " + options.scenario());
        }
        List<ScenarioRun> runs = new ArrayList<>();
        try {
            for (RunOptions step : TeachingSet.plan(options)) {
                Path dir = outputDir.resolve(step.scenario());
                ScenarioRun run = new ScenarioRun(step, engine.run(step, dir, listener.starting(step)), dir);
                runs.add(run);
                listener.finished(run);
            }
        } catch (CancellationException e) {
            writeIndex(runs, outputDir);
            throw e;
        }
        writeIndex(runs, outputDir);
        return List.copyOf(runs);
    }

    private static void writeIndex(List<ScenarioRun> runs, Path outputDir) {
        TeachingSetIndex.write(runs.stream().map(r -> new TeachingSetIndex.Entry(r.options(), r.outcome(),
                outputDir.relativize(r.directory()).toString())).toList(), outputDir);
    }
}
