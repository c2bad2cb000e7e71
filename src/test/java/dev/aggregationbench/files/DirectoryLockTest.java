package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One holder at a time: a second lock of the same directory is refused naming the first holder; closing removes
 * the lock file, and the directory can be locked again. (Two processes: {@code RunSurroundingsTest}.)
 */
class DirectoryLockTest {

    @TempDir
    Path dir;

    @Test
    void aSecondLockIsRefusedNamingTheHolderUntilTheFirstIsClosed() throws Exception {
        try (DirectoryLock first = DirectoryLock.acquire(dir, ".run.lock", "test run")) {
            DirectoryLock.HeldException held = catchThrowableOfType(
                    DirectoryLock.HeldException.class, () -> DirectoryLock.acquire(dir, ".run.lock", "second"));

            assertThat(held).isNotNull();
            assertThat(held.holder())
                    .startsWith("PID " + ProcessHandle.current().pid() + ", test run since ");
            assertThat(Files.readString(dir.resolve(".run.lock"))).isEqualTo(held.holder());
        }
        assertThat(dir.resolve(".run.lock")).as("removed on close").doesNotExist();

        try (DirectoryLock again = DirectoryLock.acquire(dir, ".run.lock", "third")) {
            assertThat(Files.readString(dir.resolve(".run.lock"))).contains("third");
        }
    }
}
