package dev.aggregationbench.api;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.DirectoryLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * The service's claim on its results directory, taken before anything else starts: the directory must be a
 * writable directory (checked by really writing into it), and an exclusive lock on {@code <dir>/.service.lock}
 * ({@link DirectoryLock}, the lock a CLI run takes on its output directory; held until the service stops) keeps a
 * second service away, which would otherwise mark this one's running runs failed and overwrite its run.json files.
 * The lock file names the holder for the message. The operating system drops the lock when the process dies,
 * however it dies.
 */
@Component
class ResultsDirectoryLock implements DisposableBean {

    static final String LOCK_FILE = ".service.lock";

    private final Path root;
    private final DirectoryLock lock;

    public ResultsDirectoryLock(ApiProperties properties) {
        this.root = properties.resultsDir().toAbsolutePath().normalize();
        checkWritableDirectory(root);
        try {
            this.lock = DirectoryLock.acquire(root, LOCK_FILE, "aggregation-bench service");
        } catch (DirectoryLock.HeldException e) {
            throw new ResultsDirectoryUnusableException("the results directory " + root + " is in use by another "
                    + "aggregation-bench service (" + e.holder() + "): it holds " + root.resolve(LOCK_FILE)
                    + "; stop that service, or give this one its own --aggbench.results-dir");
        } catch (IOException e) {
            throw new ResultsDirectoryUnusableException(
                    "cannot lock the results directory " + root + " (" + AtomicFiles.cause(e) + ")");
        }
    }

    Path root() {
        return root;
    }

    @Override
    public void destroy() throws IOException {
        lock.close();
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

    /** Why the service cannot use its results directory; the message is what the user reads at start. */
    public static final class ResultsDirectoryUnusableException extends IllegalStateException {
        public ResultsDirectoryUnusableException(String message) {
            super(message);
        }
    }
}
