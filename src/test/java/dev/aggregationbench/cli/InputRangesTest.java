package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.SmallDisk;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Input the CLI used to take (or crash on) and then fail at run time: sizes that overflow, sizes out of range, a
 * CPU budget no JVM can start on, an empty or uncreatable output directory. Each is exit 2 with one line naming the
 * option and the reason, before anything starts.
 */
class InputRangesTest {

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--heap=99999999999999999999g    | --heap is too large",
                "--memory=99999999999999999999g  | --memory is too large",
                "--memory=9007199254740993k      | --memory is too large",
                "--memory=100000000g             | --memory must be at most this machine's",
                "--heap=1m                       | --heap must be at least 16m",
                "--cpus=0.01                     | --cpus must be at least 0.1",
                "--cpus=1e-300                   | --cpus must be at least 0.1",
                "--output=                       | --output must not be empty"
            })
    void outOfRangeInputExitsWith2NamingTheOption(String arg, String expected) {
        BenchmarkCliTest.Run run = BenchmarkCliTest.run(
                arg.strip(), arg.startsWith("--output") ? "--orders=1000" : "--output=" + tmp.resolve("out"));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(expected).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void anOutputDirectoryThatCannotBeCreatedIsExit2WithTheReason() throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "not a directory");
        BenchmarkCliTest.Run underAFile = BenchmarkCliTest.run("--output=" + file.resolve("run"));
        assertThat(underAFile.exitCode()).as(underAFile.err()).isEqualTo(2);
        assertThat(underAFile.err())
                .contains("--output '" + file.resolve("run") + "'")
                .contains("Not a directory");

        try (SmallDisk readOnly = SmallDisk.mountReadOnly()) {
            BenchmarkCliTest.Run onReadOnly =
                    BenchmarkCliTest.run("--output=" + readOnly.dir().resolve("run"));
            assertThat(onReadOnly.exitCode()).as(onReadOnly.err()).isEqualTo(2);
            assertThat(onReadOnly.err())
                    .contains("--output '" + readOnly.dir().resolve("run") + "'")
                    .contains("Read-only file system");
        }
    }
}
