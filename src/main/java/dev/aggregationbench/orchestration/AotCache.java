package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.isolation.ProcessIsolation;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.AotCacheUse;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The worker JVMs' AOT cache (JDK 25: JEP 483 ahead-of-time class loading and linking, JEP 515 method profiles).
 * One training run per build of the application and set of worker JVM flags ({@link AotCacheTraining}). It is kept
 * beside the application ({@code target/app/aot/<key>.aot}, the key a hash of the application's bytes and files, the
 * JVM and the flags), reused by every later run with the same key, and given to each worker JVM with
 * {@code -XX:AOTCache}. On JDK 25 it holds loaded and linked classes and profiles, not compiled code: the JIT still
 * compiles in each JVM, only sooner.
 *
 * <p>The training's size does not grow with the run's: each pass walks at most {@value AotCacheTraining#PAGES_PER_PASS}
 * pages of one partition of the mock's data set, asked without the mock's latency and faults (about 1,200 pages in all
 * on the run's client, counted by AotTrainingSizeTest). Walking the whole set at the run's latency hit the 600 s limit in
 * the committed run docs/results/2026-11-26-pinning-jdk21-vs-25. How it trains is in the application's bytes, which the
 * key hashes: a change to it is a new key.
 *
 * <p>Whether there is one is decided by the workers' JDK ({@link Jdk#withoutAotCache()}), not by the JDK running
 * this code: a JDK 21 JVM refuses {@code -XX:AOTMode} and {@code -XX:AOTCache} and does not start, so there the
 * cache is off, with the reason in the report, and the workers get neither flag. The key names the workers' JDK.
 *
 * <p>A JVM whose JDK or flags do not match the cache's warns and runs without it, so each worker also logs
 * {@code -Xlog:aot,cds} to its console and {@link AotCacheLog} reads there whether it really mapped the cache.
 * Process isolation only: Docker runs say in their conditions that they ran without it.
 */
final class AotCache {

    static final String DIRECTORY = "aot";

    private final AotCacheReport report;
    private final String cacheFile;

    private AotCache(AotCacheReport report, String cacheFile) {
        this.report = report;
        this.cacheFile = cacheFile;
    }

    static AotCache off() {
        return new AotCache(AotCacheReport.off(), null);
    }

    private static AotCache unavailable(String key, String why) {
        return new AotCache(
                new AotCacheReport(RunOptions.AOT_CACHE_ON, AotCacheReport.UNAVAILABLE, null, key, null, why), null);
    }

    /**
     * Finds or makes the cache for these options, for workers on {@code workerJdk} (null: the isolation's own);
     * never throws: what went wrong is in {@link #report()}.
     */
    static AotCache prepare(
            Isolation isolation, RunOptions options, Jdk workerJdk, String mockUrl, Consumer<String> log)
            throws InterruptedException {
        if (!RunOptions.AOT_CACHE_ON.equals(options.aotCache())) {
            return off();
        }
        if (!(isolation instanceof ProcessIsolation process)) {
            return unavailable(
                    null,
                    isolation.id() + " isolation runs without it (not implemented: the image has its "
                            + "own jlinked runtime, so the cache would have to be trained with it, inside the image)");
        }
        Jdk jdk;
        try {
            jdk = workerJdk != null ? workerJdk : process.jdk();
        } catch (IllegalArgumentException e) {
            return unavailable(null, "the workers' JDK is unknown: " + e.getMessage());
        }
        return prepare(process, options, jdk, mockUrl, log);
    }

    /**
     * Finds or makes the cache for worker JVMs on {@code jdk}; off, with the reason, on a JDK that has none (the
     * flags are chosen by the workers' JDK, never by the one running this code). Never throws.
     */
    static AotCache prepare(
            ProcessIsolation isolation, RunOptions options, Jdk jdk, String mockUrl, Consumer<String> log)
            throws InterruptedException {
        if (!RunOptions.AOT_CACHE_ON.equals(options.aotCache())) {
            return off();
        }
        Optional<String> without = jdk.withoutAotCache();
        if (without.isPresent()) {
            return new AotCache(
                    new AotCacheReport(RunOptions.AOT_CACHE_ON, AotCacheReport.OFF, null, null, null, without.get()),
                    null);
        }
        String key = null;
        try {
            String classPath = isolation.classPath();
            List<Path> files = Isolations.classPathFiles(classPath);
            if (files.stream().anyMatch(Files::isDirectory)) {
                return unavailable(
                        null,
                        "the class path holds directories, which an AOT cache cannot hold "
                                + "(JDK 25); run the built application (./benchmark.sh) to use one");
            }
            Path dir = files.getFirst().toAbsolutePath().getParent().resolve(DIRECTORY);
            key = key(isolation, options, jdk, classPath, files);
            Path cache = dir.resolve(key + ".aot");
            long trainingMillis = -1;
            if (!Files.isRegularFile(cache)) {
                log.accept("training the AOT cache for the worker JVMs (once per build and JVM flags)...");
                long start = System.nanoTime();
                String failure = AotCacheTraining.train(isolation, jdk, options, mockUrl, dir, key, cache);
                if (failure != null) {
                    return unavailable(key, "training failed, the workers ran without a cache: " + failure);
                }
                trainingMillis = (System.nanoTime() - start) / 1_000_000;
                log.accept(String.format(
                        java.util.Locale.ROOT, "AOT cache trained in %.1f s: %s", trainingMillis / 1000.0, cache));
            }
            boolean trained = trainingMillis >= 0;
            String note = (trained ? "trained by this run" : "reused (made by an earlier run with the same key)")
                    + ": a training JVM ran each workload " + (AotCacheTraining.WARMUP_PASSES + 1)
                    + " passes of at most " + AotCacheTraining.PAGES_PER_PASS
                    + " pages, without the mock's latency, with -XX:AOTMode=record, then -XX:AOTMode=create; "
                    + Files.size(cache) / 1_000_000
                    + " MB; classes and method profiles, not compiled code (JDK 25)";
            return new AotCache(
                    new AotCacheReport(
                            RunOptions.AOT_CACHE_ON,
                            trained ? AotCacheReport.TRAINED : AotCacheReport.REUSED,
                            cache.toString(),
                            key,
                            trained ? trainingMillis : null,
                            note),
                    cache.toString());
        } catch (IOException | RuntimeException e) {
            return unavailable(
                    key,
                    "the cache could not be set up, the workers ran without one: "
                            + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    AotCacheReport report() {
        return report;
    }

    /** The flags a worker JVM gets: the cache, and the log through which it reports whether it mapped it. */
    List<String> workerFlags() {
        return cacheFile == null ? List.of() : List.of("-XX:AOTCache=" + cacheFile, AotCacheLog.SELECTION);
    }

    /** What a worker JVM said about the cache in its console log; null when it was given none. */
    AotCacheUse useOf(Path consoleLog, Path runDir) {
        return cacheFile == null ? null : AotCacheLog.read(consoleLog, runDir);
    }

    /** The cache's key: what must be equal for a JVM to use it, hashed; 16 hex digits. */
    static String key(Isolation isolation, RunOptions options, Jdk jdk, String classPath, List<Path> files)
            throws IOException {
        List<String> parts = new ArrayList<>();
        parts.add(isolation.id());
        parts.add(jdk.java() + " " + jdk.vendor() + " " + jdk.version()); // the workers' JDK, not this JVM's
        parts.add(Isolations.applicationHash(classPath));
        parts.add(classPath);
        for (Path file : files) { // JDK 25 mapped a cache whose jar had changed, without a warning: the key guards
            parts.add(file + " " + Files.size(file) + " "
                    + Files.getLastModifiedTime(file).toMillis());
        }
        parts.add(String.join(" ", options.workerJvmOptions()));
        parts.add("-XX:ActiveProcessorCount=" + (int) Math.ceil(options.cpus()));
        parts.add("client " + options.client()); // the cache holds the classes of the client it was trained on
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\n", parts).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
