package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One holder at a time: a second lock of the same directory is refused naming the first holder; closing empties
 * the lock file (it is never removed), and the directory can be locked again. (Two processes:
 * {@code RunSurroundingsTest}.)
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
        assertThat(dir.resolve(".run.lock")).as("kept, emptied, on close").isEmptyFile();

        try (DirectoryLock again = DirectoryLock.acquire(dir, ".run.lock", "third")) {
            assertThat(Files.readString(dir.resolve(".run.lock"))).contains("third");
        }
    }

    /**
     * A lock is on a file, not on its name. The lock file used to be removed on close: a process that had opened it
     * just before then locked the removed file while a third locked a new one under the name, two holders at once.
     */
    @Test
    void aProcessThatOpenedTheLockFileBeforeTheHolderClosedItCannotLockItWhileAThirdHoldsIt() throws Exception {
        Path file = dir.resolve(".run.lock");
        DirectoryLock first = DirectoryLock.acquire(dir, ".run.lock", "first");
        try (FileChannel late = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            first.close();
            try (DirectoryLock third = DirectoryLock.acquire(dir, ".run.lock", "third")) {
                FileLock second;
                try {
                    second = late.tryLock();
                } catch (OverlappingFileLockException heldInThisJvm) {
                    second = null;
                }

                assertThat(second)
                        .as("a second holder while the third holds the directory")
                        .isNull();
            }
        }
    }

    /**
     * A holder killed with kill -9 leaves its line in the file (no hook ran); a process that finds the directory
     * locked before the new holder wrote its own line does not name the dead one.
     */
    @Test
    void theLineOfAKilledHolderIsNotNamedAsTheHolder() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path file = dir.resolve(".run.lock");
        Files.writeString(file, "PID " + gone.pid() + ", benchmark.sh run since 2026-11-26T10:00:00Z");
        try (FileChannel newHolder = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock locked = newHolder.tryLock()) { // locked, its own line not written yet
            assertThat(locked).isNotNull();

            DirectoryLock.HeldException held = catchThrowableOfType(
                    DirectoryLock.HeldException.class, () -> DirectoryLock.acquire(dir, ".run.lock", "second"));

            assertThat(held.holder()).isEqualTo("another process");
        }
    }

    /**
     * Closing any descriptor of a locked file drops the process's lock on it (POSIX). A second lock of a directory
     * this JVM holds used to open the file, find it locked, and close it: another process could then lock it too.
     */
    @Test
    void aSecondLockRefusedInThisJvmLeavesTheFirstHeldForOtherProcesses() throws Exception {
        try (DirectoryLock first = DirectoryLock.acquire(dir, ".run.lock", "test run")) {
            catchThrowableOfType(
                    DirectoryLock.HeldException.class, () -> DirectoryLock.acquire(dir, ".run.lock", "second"));

            assertThat(tryLockFromAnotherJvm(dir.resolve(".run.lock")))
                    .as("another process's tryLock while this JVM holds the directory")
                    .isEqualTo("refused");
        }
        assertThat(tryLockFromAnotherJvm(dir.resolve(".run.lock"))).isEqualTo("locked");
    }

    /** "locked" or "refused": FileChannel.tryLock on {@code file} in a new JVM (a single-file source program). */
    private String tryLockFromAnotherJvm(Path file) throws Exception {
        Path program = dir.resolve("TryLock.java");
        Files.writeString(program, """
                import java.nio.channels.FileChannel;
                import java.nio.file.*;
                class TryLock {
                    public static void main(String[] args) throws Exception {
                        try (FileChannel c = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE)) {
                            System.out.print(c.tryLock() == null ? "refused" : "locked");
                        }
                    }
                }
                """);
        String javaCommand = ProcessHandle.current().info().command().orElseThrow();
        Process process = new ProcessBuilder(javaCommand, "-Xshare:auto", program.toString(), file.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output.strip();
    }
}
