package dev.aggregationbench.cli;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.DirectoryLock;
import dev.aggregationbench.files.QuotedPath;
import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.results.ResultsFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The run's {@code --output} directory, claimed before anything starts: it must be a directory this process can
 * write into, hold no finished run, and be used by no other run. A second {@code benchmark.sh} run into the same
 * directory would measure the first (they share the CPUs) and overwrite its files; it is refused, exit 2, naming
 * the first ({@link DirectoryLock} on {@value #LOCK_FILE}, as the service locks its results directory).
 */
final class OutputDirectory {

    /** The lock file: locked while a run writes into the directory, emptied (never removed) when it ends. */
    static final String LOCK_FILE = ".run.lock";

    private OutputDirectory() {}

    /** The directory must not hold a run already: its files would be overwritten. */
    static void refuseAFinishedRun(Path dir, Function<String, ? extends RuntimeException> usage) {
        if (Files.isDirectory(dir)
                && (Files.exists(dir.resolve(ResultsFiles.RESULTS_JSON))
                        || Files.exists(dir.resolve(TeachingSetIndex.INDEX_HTML)))) {
            throw usage.apply("--output " + QuotedPath.of(dir) + " already holds a run; choose a new directory");
        }
    }

    /**
     * Creates the directory, writes into it once (a run never starts without a place for its files) and locks it
     * for this run; {@code usage}'s exception, naming the cause in words, when any of it fails.
     */
    static DirectoryLock claim(Path dir, Function<String, ? extends RuntimeException> usage) {
        String named = "--output " + QuotedPath.of(dir);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw usage.apply(named + " is a file, not a directory; name a directory");
        }
        try {
            Files.createDirectories(dir);
            Files.delete(Files.createTempFile(dir, ".write-check-", ".tmp"));
        } catch (IOException e) {
            throw usage.apply(
                    named + " is not writable: it cannot be created or written into (" + AtomicFiles.cause(e) + ")");
        }
        DirectoryLock lock;
        try {
            lock = DirectoryLock.acquire(dir, LOCK_FILE, "benchmark.sh run");
        } catch (DirectoryLock.HeldException e) {
            throw usage.apply(named + " is in use by another benchmark.sh run (" + e.holder()
                    + "); wait for it to end, or choose another directory");
        } catch (IOException e) {
            throw usage.apply(named + " cannot be locked for this run (" + AtomicFiles.cause(e) + ")");
        }
        try {
            refuseAFinishedRun(dir, usage); // one that ended just before this one took the lock
        } catch (RuntimeException e) {
            release(lock, null);
            throw e;
        }
        return lock;
    }

    /** Empties the lock file and releases the lock (null: nothing was claimed). */
    static void release(DirectoryLock lock, PrintStream err) {
        if (lock == null) {
            return;
        }
        try {
            lock.close();
        } catch (IOException e) {
            if (err != null) {
                err.println("benchmark.sh: the lock file of the output directory could not be emptied ("
                        + AtomicFiles.cause(e) + "); the lock itself is released");
            }
        }
    }
}
