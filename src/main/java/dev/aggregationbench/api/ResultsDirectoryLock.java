package dev.aggregationbench.api;

import dev.aggregationbench.files.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * The service's claim on its results directory, taken before anything else starts: the directory must be a
 * writable directory (checked by really writing into it), and an exclusive lock on {@code <dir>/.service.lock}
 * ({@link FileChannel#tryLock()}, held until the service stops) keeps a second service away, which would otherwise
 * mark this one's running runs failed and overwrite its run.json files. The lock file holds the holder's PID for
 * the message. The operating system drops the lock when the process dies, however it dies.
 */
@Component
public class ResultsDirectoryLock implements DisposableBean {

    static final String LOCK_FILE = ".service.lock";

    private final Path root;
    private final FileChannel channel;
    private final FileLock lock;

    public ResultsDirectoryLock(ApiProperties properties) {
        this.root = properties.resultsDir().toAbsolutePath().normalize();
        checkWritableDirectory(root);
        Path file = root.resolve(LOCK_FILE);
        FileLock taken = null;
        FileChannel opened = null;
        try {
            opened = FileChannel.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            try {
                taken = opened.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                taken = null;
            }
            if (taken == null) {
                String holder = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).strip();
                opened.close();
                throw new ResultsDirectoryUnusableException("the results directory " + root + " is in use by another "
                        + "aggregation-bench service" + (holder.isEmpty() ? "" : " (" + holder + ")") + ": it holds "
                        + file + "; stop that service, or give this one its own --aggbench.results-dir");
            }
            opened.truncate(0);
            opened.write(ByteBuffer.wrap(("PID " + ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)));
            opened.force(true);
        } catch (IOException e) {
            closeQuietly(opened);
            throw new ResultsDirectoryUnusableException(
                    "cannot lock the results directory " + root + " (" + AtomicFiles.cause(e) + ")");
        }
        this.channel = opened;
        this.lock = taken;
    }

    Path root() {
        return root;
    }

    @Override
    public void destroy() throws IOException {
        lock.release();
        channel.close();
    }

    private static void checkWritableDirectory(Path root) {
        if (Files.exists(root) && !Files.isDirectory(root)) {
            throw new ResultsDirectoryUnusableException("the results directory " + root + " is not a directory");
        }
        try {
            Files.createDirectories(root);
            Path probe = Files.createTempFile(root, ".write-check-", ".tmp");
            Files.delete(probe);
        } catch (IOException e) {
            throw new ResultsDirectoryUnusableException("the results directory " + root + " is not a writable "
                    + "directory (" + AtomicFiles.cause(e) + "); choose another with --aggbench.results-dir");
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // reporting the first problem
            }
        }
    }

    /** Why the service cannot use its results directory; the message is what the user reads at start. */
    public static final class ResultsDirectoryUnusableException extends IllegalStateException {
        public ResultsDirectoryUnusableException(String message) {
            super(message);
        }
    }
}
