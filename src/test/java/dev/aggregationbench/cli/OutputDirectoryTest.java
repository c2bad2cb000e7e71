package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.files.DirectoryLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run's {@code --output} claimed before anything starts (issue 21): a directory another run holds is refused
 * naming that run; a file in its place is refused saying so; the claim leaves nothing behind once released. (Two
 * real CLI processes: {@code RunSurroundingsTest}.)
 */
class OutputDirectoryTest {

    @TempDir
    Path tmp;

    @Test
    void aDirectoryHeldByAnotherRunIsRefusedNamingIt() throws Exception {
        Path output = Files.createDirectories(tmp.resolve("run"));
        try (DirectoryLock other = DirectoryLock.acquire(output, OutputDirectory.LOCK_FILE, "benchmark.sh run")) {
            assertThatThrownBy(() -> OutputDirectory.claim(output, IllegalArgumentException::new))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("--output '" + output + "' is in use by another benchmark.sh run (PID "
                            + ProcessHandle.current().pid() + ", benchmark.sh run since ")
                    .hasMessageEndingWith("); wait for it to end, or choose another directory");
        }
    }

    @Test
    void aFileInPlaceOfTheDirectoryIsRefusedSayingSo() throws Exception {
        Path file = Files.writeString(tmp.resolve("results"), "a file");

        assertThatThrownBy(() -> OutputDirectory.claim(file, IllegalArgumentException::new))
                .hasMessage("--output '" + file + "' is a file, not a directory; name a directory");
    }

    @Test
    void aClaimReleasedLeavesOnlyTheEmptiedLockFile() throws Exception {
        Path output = tmp.resolve("new/run");

        OutputDirectory.release(OutputDirectory.claim(output, IllegalArgumentException::new), System.err);

        try (Stream<Path> files = Files.list(output)) {
            assertThat(files)
                    .singleElement()
                    .satisfies(lock -> assertThat(lock)
                            .hasFileName(OutputDirectory.LOCK_FILE)
                            .isEmptyFile());
        }
    }
}
