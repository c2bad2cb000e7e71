package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.AotCacheUse;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.support.IntegrationTest;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workers' AOT cache with real JVMs (JDK 25): trained once, reused by the next run, really mapped by each worker
 * by the worker JVM's own {@code -Xlog:aot} report, refused (and reported) by a JVM with other flags, and made
 * again when the application jar changes. The application is the test class path staged as a jar (an AOT cache
 * cannot hold classes from directories).
 */
@IntegrationTest
class AotCacheTest {

    @TempDir
    Path tmp;

    @Test
    void trainedOnceReusedMappedByEveryWorkerAndMadeAgainWhenTheJarChanges() throws Exception {
        Path jar = Isolations.stageApplication(tmp.resolve("app"));
        BenchmarkRunner runner = new BenchmarkRunner(settings(jar), message -> {});

        RunResults first = ResultsFiles.read(
                runner.run(options(), tmp.resolve("run1"), e -> {}).resultsJson());
        AotCacheReport made = first.conditions().aotCache();
        assertThat(made.status()).as(made.note()).isEqualTo(AotCacheReport.TRAINED);
        assertThat(made.trainingMillis()).isNotNull();
        Path cache = Path.of(made.cacheFile());
        assertThat(cache).isRegularFile().hasParent(jar.getParent().resolve(AotCache.DIRECTORY));
        assertEveryWorkerMapped(first);
        FileTime madeAt = Files.getLastModifiedTime(cache);

        RunResults second = ResultsFiles.read(
                runner.run(options(), tmp.resolve("run2"), e -> {}).resultsJson());
        AotCacheReport reused = second.conditions().aotCache();
        assertThat(reused.status()).as("the second run does not train again").isEqualTo(AotCacheReport.REUSED);
        assertThat(reused.trainingMillis()).isNull();
        assertThat(reused.cacheFile()).isEqualTo(made.cacheFile());
        assertThat(Files.getLastModifiedTime(cache)).isEqualTo(madeAt);
        assertEveryWorkerMapped(second);

        try (FileSystem zip = FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of())) {
            Files.writeString(zip.getPath("changed.txt"), "a new build");
        }
        RunResults third = ResultsFiles.read(
                runner.run(options(), tmp.resolve("run3"), e -> {}).resultsJson());
        AotCacheReport remade = third.conditions().aotCache();
        assertThat(remade.status()).as("a changed jar is another key").isEqualTo(AotCacheReport.TRAINED);
        assertThat(remade.key()).isNotEqualTo(made.key());
        assertEveryWorkerMapped(third);
    }

    @Test
    void aJvmWithOtherFlagsRefusesTheCacheAndTheLogSaysSo() throws Exception {
        Path jar = Isolations.stageApplication(tmp.resolve("app"));
        RunResults run = ResultsFiles.read(new BenchmarkRunner(settings(jar), message -> {})
                .run(options(), tmp.resolve("run"), e -> {})
                .resultsJson());
        String cache = run.conditions().aotCache().cacheFile();
        assertThat(cache).as(run.conditions().aotCache().note()).isNotNull();

        Path dir = tmp.resolve("mismatch");
        try (Isolation isolation = Isolations.select(IsolationMode.PROCESS, settings(jar))) {
            // trained under G1; JDK 25 maps it under Serial or Parallel too, but not under ZGC
            List<String> flags = new ArrayList<>(List.of("-Xms256m", "-Xmx512m", "-XX:+UseZGC"));
            flags.addAll(List.of("-XX:AOTCache=" + cache, AotCacheLog.SELECTION));
            Launched jvm = isolation.start(
                    JvmLaunch.worker("zgc", flags, AotCacheTraining.MAIN, List.of("--help"), 1, null), dir);
            assertThat(jvm.awaitExit(Duration.ofMinutes(2)))
                    .as(jvm.outputTail())
                    .isZero();

            AotCacheUse use = AotCacheLog.read(jvm.consoleLog(), dir);

            assertThat(use.mapped()).as(use.detail()).isFalse();
            assertThat(use.detail()).as("the JVM's own words").contains("Unable to use AOT cache");
        }
    }

    /**
     * A training run that ran out of memory (issue 21): the report says so, though the JVM wrote pages of AOT
     * warnings after it (their last line used to be all the reason showed).
     */
    @Test
    void aTrainingThatRanOutOfMemorySaysSo() throws Exception {
        Path jar = Isolations.stageApplication(tmp.resolve("app"));
        RunResults run = ResultsFiles.read(new BenchmarkRunner(settings(jar), message -> {})
                .run(options(100_000, "8m"), tmp.resolve("run"), e -> {})
                .resultsJson());

        AotCacheReport report = run.conditions().aotCache();
        assertThat(report.status()).as(report.note()).isEqualTo(AotCacheReport.UNAVAILABLE);
        assertThat(report.note())
                .contains("the training run exited with 1: ran out of memory (")
                // the JVM's own words: "java.lang.OutOfMemoryError: Java heap space", or, when the handler itself
                // ran out (CI, 2026-11-26), "java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler"
                .contains("java.lang.OutOfMemoryError")
                .doesNotContain("AOTConfiguration recorded");
    }

    private static void assertEveryWorkerMapped(RunResults results) {
        List<Repetition> jvms = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .toList();
        assertThat(jvms).hasSize(2);
        for (Repetition jvm : jvms) {
            assertThat(jvm.aotCache()).isNotNull();
            assertThat(jvm.aotCache().mapped()).as(jvm.aotCache().detail()).isTrue();
        }
        assertThat(results.conditions().warnings()).noneMatch(w -> w.contains("AOT"));
    }

    private static IsolationSettings settings(Path jar) {
        return new IsolationSettings(
                IsolationSettings.newRunId(),
                "host",
                null,
                new IsolationSettings.Machine(null, null, null, null, jar.toString(), "docker"));
    }

    private static RunOptions options() {
        return options(2_000, RunOptions.defaults().heap());
    }

    private static RunOptions options(long orders, String heap) {
        return RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, String.valueOf(orders))
                .with(Knob.PAGE_SIZE, "100")
                .with(Knob.HEAP, heap)
                .with(Knob.VARIANTS, "iterator")
                .with(Knob.REPETITIONS, "1")
                .with(Knob.WARMUP, "1")
                .with(Knob.ISOLATION, "process")
                .with(Knob.TIMEOUT_SECONDS, "300")
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_ON));
    }
}
