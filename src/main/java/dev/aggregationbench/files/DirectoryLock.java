package dev.aggregationbench.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One process at a time in a directory: an exclusive {@link FileChannel#tryLock()} on a lock file in it, held until
 * {@link #close()}; the operating system drops it when the process dies, however it dies. The lock file holds who
 * holds it ("PID 1234, benchmark.sh run since 2026-11-26T10:00:00Z") for the message a second process gets. On
 * close, and when the JVM exits without closing it, the lock file is removed (a directory a run wrote keeps only its
 * results). A process that opened the file just before it was removed locks a file no longer there: a caller that
 * must not follow a finished holder checks, once it holds the lock, that the holder left nothing it would overwrite.
 *
 * <p>The file is only ever opened through the locking channel: on POSIX systems, closing any other descriptor of a
 * locked file in the same process drops its lock.
 */
public final class DirectoryLock implements AutoCloseable {

    /** The directory is held by another process (or by this one, through another lock). */
    public static final class HeldException extends IOException {
        private final String holder;

        HeldException(Path file, String holder) {
            super(file + " is held by " + holder);
            this.holder = holder;
        }

        /** Who holds it, as the holder wrote it: "PID 1234, benchmark.sh run since ...", or "another process". */
        public String holder() {
            return holder;
        }
    }

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private DirectoryLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks {@code dir} (which must exist) through {@code dir/fileName}; {@code what} says what holds it, for the
     * next one's message ("benchmark.sh run").
     *
     * @throws HeldException when another process (or another lock of this one) holds it
     * @throws IOException   when the lock file cannot be created or locked (its message names the cause)
     */
    public static DirectoryLock acquire(Path dir, String fileName, String what) throws IOException {
        Path file = dir.resolve(fileName);
        FileChannel channel =
                FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                lock = null;
            }
            if (lock == null) {
                throw new HeldException(file, holder(channel));
            }
            // Written through this channel only: closing any other descriptor of the file would drop the lock
            channel.truncate(0);
            channel.write(
                    ByteBuffer.wrap(("PID " + ProcessHandle.current().pid() + ", " + what + " since " + Instant.now())
                            .getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
            DirectoryLock held = new DirectoryLock(file, channel, lock);
            Held.add(held);
            return held;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** Removes the lock file and releases the lock; again, nothing. */
    @Override
    public void close() throws IOException {
        if (!Held.remove(this)) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } finally {
            try {
                lock.release();
            } finally {
                channel.close();
            }
        }
    }

    /**
     * The locks this JVM holds. When it exits without closing one (a second Ctrl-C, {@code System.exit}), a shutdown
     * hook removes its lock file: the operating system releases the lock itself, the file would only stay behind.
     */
    private static final class Held {
        private static final Set<DirectoryLock> LOCKS = new HashSet<>();

        static {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(Held::closeAll, "aggregation-bench-directory-locks"));
            } catch (IllegalStateException alreadyExiting) {
                // the JVM is exiting: the operating system releases the locks
            }
        }

        static synchronized void add(DirectoryLock lock) {
            LOCKS.add(lock);
        }

        static synchronized boolean remove(DirectoryLock lock) {
            return LOCKS.remove(lock);
        }

        private static void closeAll() {
            List<DirectoryLock> open;
            synchronized (Held.class) {
                open = new ArrayList<>(LOCKS);
            }
            for (DirectoryLock lock : open) {
                try {
                    lock.close();
                } catch (IOException ignored) {
                    // the JVM is exiting; the operating system releases the lock
                }
            }
        }
    }

    /**
     * Who holds the lock, as the holder wrote it. The holder writes its line just after it locks the file, so a
     * process that finds it locked at that moment reads nothing yet: it looks again for up to
     * {@value #HOLDER_WAIT_MILLIS} ms before saying "another process".
     */
    private static String holder(FileChannel channel) {
        long deadline = System.nanoTime() + HOLDER_WAIT_MILLIS * 1_000_000L;
        try {
            while (true) {
                ByteBuffer buffer = ByteBuffer.allocate(200);
                channel.read(buffer, 0);
                String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
                if (!text.isEmpty()) {
                    return dev.aggregationbench.text.Echo.bare(text);
                }
                if (System.nanoTime() > deadline) {
                    return "another process";
                }
                Thread.sleep(20);
            }
        } catch (IOException e) {
            return "another process";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "another process";
        }
    }

    private static final long HOLDER_WAIT_MILLIS = 1_000;
}
