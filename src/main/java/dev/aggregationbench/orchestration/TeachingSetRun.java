package dev.aggregationbench.orchestration;

import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.run.TeachingSet;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * {@code --scenario=all}: each scenario of the {@link TeachingSet}, one after another, as a whole run of the engine
 * into its own directory {@code <output>/<scenario>/} (results.json, results.csv, summary.md, report.html as for any
 * run), then the index beside them ({@link TeachingSetIndex}: summary.md and index.html linking each scenario's
 * files). A scenario that fails does not stop the set: the next one still runs, and the index says which failed.
 * {@code --isolation=auto} is decided once for the whole set, before the first scenario: a Docker engine that
 * appears or goes away during the set does not move later scenarios to another isolation.
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

        /** Where {@code auto} isolation was decided, once for the set (not called for docker or process). */
        default void isolationDecided(IsolationMode mode) {}

        void finished(ScenarioRun run);
    }

    private final BenchmarkEngine engine;
    private final BooleanSupplier dockerEngineAnswers;

    /** @param dockerEngineAnswers whether a Docker engine answers now; asked once per set, for {@code auto} */
    public TeachingSetRun(BenchmarkEngine engine, BooleanSupplier dockerEngineAnswers) {
        this.engine = engine;
        this.dockerEngineAnswers = dockerEngineAnswers;
    }

    /**
     * Runs the set for {@code options} (scenario {@code all}) into {@code outputDir}; the index is written after
     * the last scenario, and also when the set is cancelled (listing the scenarios that ran).
     */
    public List<ScenarioRun> run(RunOptions options, Path outputDir, Listener listener) {
        return run(options, outputDir, listener, () -> "interrupted");
    }

    /**
     * As {@link #run(RunOptions, Path, Listener)}; when the calling thread is interrupted the running scenario is
     * written as a partial run with {@code interruptReason}, the index lists the scenarios that ran, and
     * {@link CancellationException} is thrown.
     */
    public List<ScenarioRun> run(
            RunOptions options, Path outputDir, Listener listener, Supplier<String> interruptReason) {
        if (!Scenarios.ALL.equals(options.scenario())) {
            throw new IllegalArgumentException("the teaching set runs with scenario all, was " + options.scenario());
        }
        IsolationMode isolation = options.isolation();
        if (isolation == IsolationMode.AUTO) {
            isolation = AutoIsolation.decide(false, dockerEngineAnswers).mode();
            listener.isolationDecided(isolation);
        }
        return new PartsInSequence<RunOptions, ScenarioRun>(
                        step -> outputDir.resolve(step.scenario()),
                        (step, dir) -> engine.run(step, dir, listener.starting(step), interruptReason),
                        ScenarioRun::new)
                .run(
                        TeachingSet.plan(options, isolation),
                        listener::finished,
                        runs -> writeIndex(runs, outputDir),
                        interruptReason);
    }

    private static void writeIndex(List<ScenarioRun> runs, Path outputDir) {
        TeachingSetIndex.write(
                runs.stream()
                        .map(r -> new TeachingSetIndex.Entry(
                                r.options(),
                                r.outcome(),
                                outputDir.relativize(r.directory()).toString()))
                        .toList(),
                outputDir);
    }
}
