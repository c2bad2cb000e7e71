package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.workerdoc.ContainerLimits;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole benchmark in Docker isolation against a real engine: each variant in its own CPU-limited container. */
@IntegrationTest
class BenchmarkDockerEndToEndTest {

    @TempDir
    Path tmp;

    @Test
    void eachVariantContainerSeesOneCpuAndItsCgroupQuotaAndIsRemovedAfterwards() throws Exception {
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers: " + engine.detail());
        List<String> before = projectContainers();
        Path output = tmp.resolve("docker-run");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exitCode = BenchmarkMain.execute(
                new String[] {
                    "--isolation=docker",
                    "--orders=3000",
                    "--page-size=100",
                    "--repetitions=1",
                    "--warmup=0",
                    "--variants=iterator,virtual-threads",
                    "--cpus=1",
                    "--output=" + output,
                    "--quiet"
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                System.err);

        assertThat(exitCode).as(out.toString(StandardCharsets.UTF_8)).isZero();
        RunResults results = ResultsFiles.read(output);
        assertThat(results.conditions().isolation()).isEqualTo("docker");
        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            var environment = v.repetitions().getFirst().worker().environment();
            ContainerLimits limits = environment.container();
            assertThat(environment.availableProcessors())
                    .as("processors seen in %s's container", v.variant())
                    .isEqualTo(1);
            assertThat(limits.cpuQuotaMicros())
                    .as("cgroup CPU quota of %s's container", v.variant())
                    .isNotNull();
            assertThat((double) limits.cpuQuotaMicros() / limits.cpuPeriodMicros())
                    .isEqualTo(1.0);
            assertThat(limits.memoryLimitBytes())
                    .as("memory limit of %s's container", v.variant())
                    .isEqualTo(1024L * 1024 * 1024);
        }
        assertThat(projectContainers()).as("containers left behind").isEqualTo(before);
    }

    private static List<String> projectContainers() throws Exception {
        Process docker = new ProcessBuilder("docker", "ps", "-a", "-q", "--filter", "label=aggregation-bench=true")
                .redirectErrorStream(true)
                .start();
        String ids = new String(docker.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        docker.waitFor(30, TimeUnit.SECONDS);
        return ids.isEmpty() ? List.of() : List.of(ids.split("\\s+"));
    }
}
