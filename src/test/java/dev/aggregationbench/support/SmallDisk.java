package dev.aggregationbench.support;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A real, small file system for disk-full tests: a tmpfs of a given size mounted on a fresh directory
 * ({@code mount -t tmpfs}, which needs root; the test is skipped, saying so, where it cannot mount). {@link #fill()}
 * takes every free byte, so the next write fails with "No space left on device" exactly as on a full disk;
 * {@link #close()} unmounts it (lazily, so a process still holding a file cannot keep it mounted).
 */
public final class SmallDisk implements AutoCloseable {

    private final Path dir;
    private final Path filler;

    private SmallDisk(Path dir) {
        this.dir = dir;
        this.filler = dir.resolve("filler.bin");
    }

    /** Mounts a tmpfs of {@code size} (mount syntax: 4m, 512k); skips the test when that is not possible. */
    public static SmallDisk mount(String size) throws IOException, InterruptedException {
        return mountWith("size=" + size);
    }

    /** A read-only (empty) file system: writing into it fails with "Read-only file system", also for root. */
    public static SmallDisk mountReadOnly() throws IOException, InterruptedException {
        return mountWith("ro,size=64k");
    }

    private static SmallDisk mountWith(String options) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("aggbench-small-disk-");
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", options, "tmpfs", dir.toString())
                .redirectErrorStream(true)
                .start();
        boolean mounted = mount.waitFor(30, TimeUnit.SECONDS) && mount.exitValue() == 0;
        String output = new String(mount.getInputStream().readAllBytes());
        if (!mounted) {
            Files.deleteIfExists(dir);
        }
        assumeTrue(mounted, "cannot mount a tmpfs here (needs root), disk-full test skipped: " + output);
        return new SmallDisk(dir);
    }

    public Path dir() {
        return dir;
    }

    /** Writes zeros into a filler file until the file system is full. */
    public void fill() throws IOException {
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(
                filler, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND)) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            if (!String.valueOf(full.getMessage()).contains("No space left")) {
                throw full;
            }
        }
    }

    /** Gives the filler's space back. */
    public void free() throws IOException {
        Files.deleteIfExists(filler);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        new ProcessBuilder("umount", "-l", dir.toString())
                .redirectErrorStream(true)
                .start()
                .waitFor(30, TimeUnit.SECONDS);
        Files.deleteIfExists(dir);
    }
}
