package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real engine with its JVMs on a real JDK 21 (process isolation whose java is JDK 21's), the AOT cache asked
 * for: JDK 21 has none, and an older JVM refuses {@code -XX:AOTMode} and does not start, so the run must not train
 * one nor give the flags to a worker, and must say why. The application is staged as a jar, as for
 * {@link AotCacheTest}, so that on JDK 25 a cache would be made.
 */
@IntegrationTest
class RunOnJdk21Test {

    @TempDir
    Path tmp;

    @Test
    void theAotCacheIsOffOnJdk21WithTheReasonAndEveryWorkerRunsOnItExactly() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();
        Path jar = Isolations.stageApplication(tmp.resolve("app"));
        IsolationSettings settings = new IsolationSettings(
                IsolationSettings.newRunId(),
                "host",
                null,
                new IsolationSettings.Machine(null, null, null, jdk21.java().toString(), jar.toString(), "docker"));

        RunOutcome outcome = new BenchmarkRunner(settings, message -> {}).run(options(), tmp.resolve("run"), e -> {});

        assertThat(outcome.succeeded()).as(outcome.failureReason()).isTrue();
        RunResults results = ResultsFiles.read(outcome.resultsJson());
        AotCacheReport aot = results.conditions().aotCache();
        assertThat(aot.setting()).isEqualTo(RunOptions.AOT_CACHE_ON);
        assertThat(aot.status()).as(aot.note()).isEqualTo(AotCacheReport.OFF);
        assertThat(aot.note()).startsWith("JDK 21 has no AOT cache");
        assertThat(aot.cacheFile()).isNull();
        assertThat(jar.getParent().resolve(AotCache.DIRECTORY))
                .as("no training was tried")
                .doesNotExist();
        assertThat(results.conditions().warnings()).noneMatch(w -> w.contains("AOT"));
        assertThat(results.conditions().jdk()).isEqualTo(jdk21.vendor() + " " + jdk21.version());

        List<Repetition> jvms = results.variants().stream()
                .flatMap(v -> v.repetitions().stream())
                .toList();
        assertThat(jvms).hasSize(3);
        for (Repetition jvm : jvms) {
            assertThat(jvm.worker().environment().javaRuntimeVersion()).isEqualTo(jdk21.version());
            assertThat(jvm.worker().environment().jvmInputArguments()).noneMatch(a -> a.contains("AOT"));
            assertThat(jvm.worker().passes())
                    .allSatisfy(p -> assertThat(p.correct()).as(p.error()).isTrue());
            assertThat(jvm.aotCache())
                    .as("a worker given no cache has no cache report")
                    .isNull();
        }
        assertThat(Files.readString(outcome.resultsJson())).contains("JDK 21 has no AOT cache");
    }

    private static RunOptions options() {
        return RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, "5000")
                .with(Knob.PAGE_SIZE, "500")
                .with(Knob.VARIANTS, "iterator,virtual-threads")
                .with(Knob.REPETITIONS, "1")
                .with(Knob.WARMUP, "1")
                .with(Knob.ISOLATION, "process")
                .with(Knob.TIMEOUT_SECONDS, "300")
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_ON));
    }
}
