package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JVM that exits in the middle of a write (a second Ctrl-C, {@code System.exit} from another thread) leaves no
 * temporary file, and the target absent (issue 21: a second Ctrl-C left a 0-byte {@code .results.json.*.tmp}).
 */
@IntegrationTest
class AtomicFilesAtExitTest {

    @TempDir
    Path dir;

    @Test
    void anExitInTheMiddleOfAWriteLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("results.json");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process jvm = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        ExitDuringAWrite.class.getName(),
                        target.toString())
                .redirectErrorStream(true)
                .start();
        assertThat(jvm.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(jvm.exitValue()).as(output).isEqualTo(130);
        assertThat(output).as("the temporary file existed while it wrote").contains(".results.json.", ".tmp");
        try (Stream<Path> files = Files.list(dir)) {
            List<String> left = files.map(p -> p.getFileName().toString()).toList();
            assertThat(left).as("what the JVM left in the directory").isEmpty();
        }
    }
}
