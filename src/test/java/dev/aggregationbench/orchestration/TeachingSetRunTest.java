package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.run.TeachingSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the teaching set drives the engine (the engine here only records what it was asked; the real one runs in
 * TeachingSetEndToEndTest and InterruptedTeachingSetTest): {@code --isolation=auto} is decided once for the whole
 * set, so a Docker engine that comes or goes between scenarios cannot split the set across two isolations; and an
 * interrupt ends the set after writing the index of the scenarios that ran.
 */
class TeachingSetRunTest {

    private static final RunOptions ALL = RunOptions.defaults().forScenario(Scenarios.ALL);

    @TempDir
    Path dir;

    @Test
    void autoIsolationIsDecidedOnceForTheWholeSetEvenWhenTheEngineComesAndGoes() {
        Recording engine = new Recording(-1);
        AtomicInteger asked = new AtomicInteger();
        List<IsolationMode> announced = new ArrayList<>();

        new TeachingSetRun(engine, () -> asked.incrementAndGet() % 2 == 1) // answers, then not, then answers ...
                .run(ALL, dir, listener(announced));

        assertThat(ALL.isolation()).isEqualTo(IsolationMode.AUTO);
        assertThat(asked).as("engine checks").hasValue(1);
        assertThat(announced).containsExactly(IsolationMode.DOCKER);
        assertThat(engine.asked).extracting(RunOptions::scenario).containsExactlyElementsOf(Scenarios.IDS);
        assertThat(engine.asked).extracting(RunOptions::isolation).containsOnly(IsolationMode.DOCKER);
    }

    @Test
    void anIsolationAskedForIsKeptAndNoEngineIsAsked() {
        Recording engine = new Recording(-1);
        AtomicInteger asked = new AtomicInteger();
        RunOptions process = withIsolation(IsolationMode.PROCESS);

        new TeachingSetRun(engine, () -> asked.incrementAndGet() > 0).run(process, dir, listener(new ArrayList<>()));

        assertThat(asked).hasValue(0);
        assertThat(engine.asked).extracting(RunOptions::isolation).containsOnly(IsolationMode.PROCESS);
    }

    @Test
    void anInterruptEndsTheSetWithTheIndexOfTheScenariosThatRan() throws Exception {
        Recording engine = new Recording(1); // the second scenario is interrupted
        Supplier<String> reason = () -> "interrupted by SIGINT";

        assertThatThrownBy(() ->
                        new TeachingSetRun(engine, () -> false).run(ALL, dir, listener(new ArrayList<>()), reason))
                .isInstanceOf(CancellationException.class);

        assertThat(engine.asked).hasSize(2);
        assertThat(engine.reasons).allSatisfy(r -> assertThat(r).isSameAs(reason));
        String index = Files.readString(dir.resolve("summary.md"));
        assertThat(index).contains(Scenarios.IDS.getFirst()).doesNotContain(Scenarios.IDS.get(2));
    }

    /** The set's options with another isolation (a scenario's options keep it when turned back into {@code all}). */
    private static RunOptions withIsolation(IsolationMode mode) {
        return TeachingSet.plan(ALL, mode).getFirst().forScenario(Scenarios.ALL);
    }

    private static TeachingSetRun.Listener listener(List<IsolationMode> announced) {
        return new TeachingSetRun.Listener() {
            @Override
            public void isolationDecided(IsolationMode mode) {
                announced.add(mode);
            }

            @Override
            public Consumer<RunEvent> starting(RunOptions step) {
                return event -> {};
            }

            @Override
            public void finished(TeachingSetRun.ScenarioRun run) {}
        };
    }

    /** Records each run it is asked for; the run number {@code interruptAt} (0-based) is cancelled. */
    private static final class Recording implements BenchmarkEngine {
        final List<RunOptions> asked = new ArrayList<>();
        final List<Supplier<String>> reasons = new ArrayList<>();
        private final int interruptAt;

        Recording(int interruptAt) {
            this.interruptAt = interruptAt;
        }

        @Override
        public RunOutcome run(RunOptions options, Path outputDir, Consumer<RunEvent> events) {
            return run(options, outputDir, events, () -> "interrupted");
        }

        @Override
        public RunOutcome run(
                RunOptions options, Path outputDir, Consumer<RunEvent> events, Supplier<String> interruptReason) {
            asked.add(options);
            reasons.add(interruptReason);
            if (asked.size() - 1 == interruptAt) {
                throw new CancellationException(interruptReason.get());
            }
            return new RunOutcome(false, "not run: a recording engine", outputDir, null);
        }
    }
}
