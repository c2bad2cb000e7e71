package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.SmallDisk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The service claims its results directory at start: a second service (a real second JVM) on the same directory
 * refuses to start and says why; a results directory that is a file, or on a read-only file system, is refused at
 * start instead of answering 500 to every POST; the claim is released when the service stops.
 */
@IntegrationTest
class ResultsDirectoryLockTest {

    @Test
    void aSecondServiceOnTheSameResultsDirectoryRefusesToStartAndSaysWhy() throws Exception {
        Path results = TempDirs.create("rest-lock-");
        try (ConfigurableApplicationContext first = start(results)) {
            String java = ProcessHandle.current().info().command().orElseThrow();
            Path log = results.resolveSibling(results.getFileName() + "-second.log");
            Process second = new ProcessBuilder(
                            java,
                            "-Xmx256m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            AggregationBenchApplication.class.getName(),
                            "--server.port=0",
                            "--aggbench.results-dir=" + results,
                            "--spring.main.banner-mode=off")
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            boolean ended = second.waitFor(180, TimeUnit.SECONDS);
            if (!ended) {
                second.destroyForcibly().waitFor();
            }
            String output = Files.readString(log);
            assertThat(ended)
                    .as("the second service ended by itself; its output:%n%s", output)
                    .isTrue();
            assertThat(second.exitValue()).isNotZero();
            assertThat(output)
                    .contains("is in use by another aggregation-bench service (PID "
                            + ProcessHandle.current().pid() + ", aggregation-bench service since ")
                    .contains(results.toString())
                    .doesNotContain("Tomcat started on port");
            assertThat(first.isActive()).isTrue();
        }
        try (ConfigurableApplicationContext again = start(results)) {
            assertThat(again.isActive())
                    .as("the lock is released when the service stops")
                    .isTrue();
        }
    }

    @Test
    void aResultsDirectoryThatIsAFileIsRefusedAtStart() throws Exception {
        Path file = Files.writeString(TempDirs.create("rest-not-a-dir-").resolve("results"), "a file");
        assertThatThrownBy(() -> start(file).close())
                .rootCause()
                .hasMessage("the results directory " + file + " is not a directory");
    }

    @Test
    void aResultsDirectoryOnAReadOnlyFileSystemIsRefusedAtStart() throws Exception {
        try (SmallDisk readOnly = SmallDisk.mountReadOnly()) {
            assertThatThrownBy(() -> start(readOnly.dir()).close())
                    .rootCause()
                    .hasMessageContaining("the results directory " + readOnly.dir() + " is not a writable directory")
                    .hasMessageContaining("Read-only file system");
        }
    }

    private static ConfigurableApplicationContext start(Path results) {
        return new SpringApplicationBuilder(AggregationBenchApplication.class, TestEngineConfiguration.class)
                .run(List.of("--server.port=0", "--aggbench.results-dir=" + results, "--spring.main.banner-mode=off")
                        .toArray(String[]::new));
    }
}
