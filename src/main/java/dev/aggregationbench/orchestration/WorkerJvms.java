package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.Program;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A run's worker JVMs, one at a time: each repetition is a fresh JVM that runs the warm-up passes and one measured
 * pass against the mock and writes its document to {@code <output>/jvms/<variant>-<n>.json}. A worker gets the run's
 * JVM options, the git commit, the AOT cache's flags and the knobs its scenario reads; how it ended is classified by
 * {@link RepetitionOutcomes}.
 *
 * @param gitCommit the commit the workers name in their documents; null: unknown
 * @param jdk       the workers' JDK; null: the isolation's own
 */
record WorkerJvms(
        Isolation isolation,
        RunOptions options,
        String mockUrl,
        Path outputDir,
        String gitCommit,
        AotCache aot,
        Jdk jdk) {

    static final String WORKER_MAIN = "dev.aggregationbench.worker.WorkerMain";

    /**
     * Runs repetition {@code rep} of {@code id} in one worker JVM and adds it to {@code into}. Interrupted (the run is
     * cancelled), it stops the JVM and keeps the repetition only when its document is complete, then rethrows.
     */
    Repetition run(String id, int rep, List<Repetition> into) throws IOException, InterruptedException {
        Path jvmDir = outputDir.resolve("jvms");
        String name = id + "-" + rep;
        String documentName = name + ".json";
        List<String> jvmOptions = new ArrayList<>(options.workerJvmOptions());
        if (gitCommit != null) {
            jvmOptions.add("-Daggbench.git.commit=" + gitCommit);
        }
        jvmOptions.addAll(aot.workerFlags());
        List<String> args = new ArrayList<>(List.of(
                "--variant=" + id,
                "--url=" + mockUrl,
                "--passes=1",
                "--output=" + isolation.outputDirFor(jvmDir) + "/" + documentName));
        args.addAll(knobArguments(options));
        Launched worker = isolation.start(
                JvmLaunch.worker(name, jvmOptions, WORKER_MAIN, args, options.cpus(), options.memory())
                        .withJdk(jdk),
                jvmDir);
        String consoleLog = outputDir.relativize(worker.consoleLog()).toString();
        try {
            int exitCode = worker.awaitExit(Duration.ofSeconds(options.timeoutSeconds()));
            if (Thread.interrupted()) { // it may have ended because of the interruption (Ctrl-C reaches it too)
                throw new InterruptedException("interrupted while " + name + " ran");
            }
            Repetition repetition = RepetitionOutcomes.classify(
                            rep,
                            exitCode,
                            worker.timedOut(),
                            jvmDir.resolve(documentName),
                            consoleLog,
                            JvmOutput.of(worker),
                            options.timeoutSeconds())
                    .withAotCache(aot.useOf(worker.consoleLog(), outputDir));
            into.add(repetition);
            return repetition;
        } catch (InterruptedException e) {
            worker.stop();
            Repetition complete = RepetitionOutcomes.fromDocument(rep, jvmDir.resolve(documentName), consoleLog);
            if (complete != null) {
                into.add(complete.withAotCache(aot.useOf(worker.consoleLog(), outputDir)));
            }
            throw e;
        } finally {
            worker.stop();
        }
    }

    /**
     * The knobs the worker takes (warm-up, interval, what it runs), each one its scenario reads, as the run has
     * them; the mock adds the latency and the faults itself.
     */
    static List<String> knobArguments(RunOptions options) {
        KnobValues values = options.values();
        return Arrays.stream(Knob.takenBy(Program.WORKER))
                .filter(knob -> knob.definition().isReadBy(options.scenario()))
                .map(knob -> knob.definition().cliOption() + "=" + values.get(knob))
                .toList();
    }
}
