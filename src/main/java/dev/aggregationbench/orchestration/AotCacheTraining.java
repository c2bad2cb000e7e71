package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How the workers' {@link AotCache} is made: a JVM with {@code -XX:AOTMode=record} runs every workload a few passes
 * ({@code AotTrainingMain}, at most {@value #PAGES_PER_PASS} pages a pass, without the mock's latency and faults),
 * then a JVM with {@code -XX:AOTMode=create} writes the cache, which is moved into place whole. Both run with the
 * workers' JVM options, CPUs, memory and JDK, so the cache matches the JVMs that map it. The training's own files
 * (configuration, documents) are removed whatever happens.
 */
final class AotCacheTraining {

    static final String MAIN = "dev.aggregationbench.worker.AotTrainingMain";
    /** Warm-up passes of each workload in the training run (each followed by one measured pass). */
    static final int WARMUP_PASSES = 2;
    /** The most pages a training pass walks (AotTrainingMain.PAGES_PER_PASS), for the report's note. */
    static final int PAGES_PER_PASS = 50;

    private AotCacheTraining() {}

    /** The record run, then the create run; null when the cache is in place, else what went wrong. */
    static String train(
            Isolation isolation, Jdk jdk, RunOptions options, String mockUrl, Path dir, String key, Path cache)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        String seen = isolation.outputDirFor(dir);
        String unique = key + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        String configuration = seen + "/" + unique + ".aotconf";
        String made = unique + ".aot";
        Path trainingDocs = dir.resolve(unique + "-training");
        try {
            List<String> record = new ArrayList<>(options.workerJvmOptions());
            record.addAll(List.of("-XX:AOTMode=record", "-XX:AOTConfiguration=" + configuration));
            String failure = runToEnd(
                    isolation,
                    options,
                    dir,
                    JvmLaunch.worker(
                                    "aot-training",
                                    record,
                                    MAIN,
                                    List.of(
                                            "--url=" + mockUrl,
                                            "--warmup=" + WARMUP_PASSES,
                                            "--client=" + options.client(),
                                            "--output-dir=" + seen + "/" + trainingDocs.getFileName()),
                                    options.cpus(),
                                    options.memory())
                            .withJdk(jdk));
            if (failure != null) {
                return "the training run " + failure;
            }
            List<String> create = new ArrayList<>(options.workerJvmOptions());
            create.addAll(List.of(
                    "-XX:AOTMode=create",
                    "-XX:AOTConfiguration=" + configuration,
                    "-XX:AOTCache=" + seen + "/" + made));
            failure = runToEnd(
                    isolation,
                    options,
                    dir,
                    JvmLaunch.worker("aot-create", create, MAIN, List.of(), options.cpus(), options.memory())
                            .withJdk(jdk));
            if (failure != null) {
                return "creating the cache " + failure;
            }
            if (!Files.isRegularFile(dir.resolve(made))) {
                return "the create run wrote no cache " + dir.resolve(made);
            }
            Files.move(dir.resolve(made), cache, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return null;
        } finally {
            Files.deleteIfExists(dir.resolve(made));
            Files.deleteIfExists(dir.resolve(unique + ".aotconf"));
            deleteTree(trainingDocs);
        }
    }

    /** Runs a launch to its end; null when it exited 0, else what happened (its console log stays in dir). */
    private static String runToEnd(Isolation isolation, RunOptions options, Path dir, JvmLaunch launch)
            throws IOException, InterruptedException {
        Launched jvm = isolation.start(launch, dir);
        try {
            int exit = jvm.awaitExit(Duration.ofSeconds(options.timeoutSeconds()));
            if (jvm.timedOut()) {
                return "timed out after " + options.timeoutSeconds() + " s (" + jvm.consoleLog() + ")";
            }
            return exit == 0
                    ? null
                    : "exited with " + exit + ": " + JvmOutput.cause(JvmOutput.of(jvm)) + " (" + jvm.consoleLog() + ")";
        } finally {
            jvm.stop();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
