package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A reader never sees part of a file; an interrupted thread still writes; a failure names the file. */
class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void aConcurrentReaderOnlyEverSeesCompleteVersions() throws Exception {
        Path file = dir.resolve("results.json");
        String a = "a".repeat(2_000_000);
        String b = "b".repeat(3_000_000);
        AtomicFiles.writeString(file, a);
        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger reads = new AtomicInteger();
        Set<Integer> lengthsSeen = java.util.concurrent.ConcurrentHashMap.newKeySet();
        Thread reader = Thread.ofPlatform().start(() -> {
            while (writing.get()) {
                try {
                    lengthsSeen.add(Files.readString(file).length());
                    reads.incrementAndGet();
                } catch (NoSuchFileException e) {
                    lengthsSeen.add(-1);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        for (int i = 0; i < 40; i++) {
            AtomicFiles.writeString(file, i % 2 == 0 ? b : a);
        }
        writing.set(false);
        reader.join();

        assertThat(reads.get()).isPositive();
        assertThat(lengthsSeen).as("lengths a reader saw").isSubsetOf(a.length(), b.length());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void anInterruptedThreadStillWrites() throws Exception {
        Path file = dir.resolve("summary.md");
        Thread.currentThread().interrupt();
        try {
            AtomicFiles.writeString(file, "partial: what a cancelled run completed");
            assertThat(Thread.currentThread().isInterrupted())
                    .as("interrupt status kept")
                    .isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(file).hasContent("partial: what a cancelled run completed");
    }

    @Test
    void aDirectoryThatIsNotThereIsNamedInTheFailure() {
        Path file = dir.resolve("missing").resolve("run.json");
        assertThatThrownBy(() -> AtomicFiles.writeString(file, "{}")).hasMessageContaining(file.toString());
    }
}
