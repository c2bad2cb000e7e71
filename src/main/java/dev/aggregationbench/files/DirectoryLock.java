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
 * holds it ("PID 1234, benchmark.sh run since 2026-11-26T10:00:00Z") for the message a second process gets; on
 * close, and when the JVM exits without closing it, it is emptied, not removed.
 *
 * <p>The file is never removed: a lock is on a file (an inode), not on its name. Were it removed on close, a process
 * that had opened it just before would lock the removed file, while a third created a new one under the name and
 * locked that: two holders at once. An empty hidden file stays in the directory instead.
 *
 * <p>The file is only ever opened through the locking channel: on POSIX systems, closing any other descriptor of a
 * locked file in the same process drops its lock. So a second lock of a directory this JVM holds is refused from
 * memory, without opening the file.
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
    /** The lock, and through it ({@link FileLock#channel()}) the one channel opened on the file. */
    private final FileLock lock;

    private final String holder;

    private DirectoryLock(Path file, FileLock lock, String holder) {
        this.file = file;
        this.lock = lock;
        this.holder = holder;
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
        // Held by this JVM: refused without opening the file, whose closing would drop that lock (see above)
        java.util.Optional<String> ours = Held.holderOf(file);
        if (ours.isPresent()) {
            throw new HeldException(file, ours.get());
        }
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
            String holder = "PID " + ProcessHandle.current().pid() + ", " + what + " since " + Instant.now();
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
            DirectoryLock held = new DirectoryLock(file, lock, holder);
            Held.add(held);
            return held;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** Empties the lock file (it stays: see the class comment) and releases the lock; again, nothing. */
    @Override
    public void close() throws IOException {
        if (!Held.remove(this)) {
            return;
        }
        FileChannel channel = lock.channel();
        try {
            channel.truncate(0); // through the locking channel, while still holding the lock
        } finally {
            try {
                lock.release();
            } finally {
                channel.close();
            }
        }
    }

    /** The lock file (kept when the lock is released). */
    public Path file() {
        return file;
    }

    /**
     * The locks this JVM holds. When it exits without closing one (a second Ctrl-C, {@code System.exit}), a shutdown
     * hook empties its lock file: the operating system releases the lock itself, but the file would go on naming a
     * process that no longer holds it.
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

        /** The holder's line of this JVM's lock on {@code file}, if it holds one (compared without opening it). */
        static synchronized java.util.Optional<String> holderOf(Path file) {
            for (DirectoryLock lock : LOCKS) {
                try {
                    if (Files.isSameFile(lock.file, file)) {
                        return java.util.Optional.of(lock.holder);
                    }
                } catch (IOException notThere) {
                    // not this one
                }
            }
            return java.util.Optional.empty();
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
     * process that finds it locked at that moment reads nothing yet, or the line of a holder killed with
     * {@code kill -9} (no hook emptied the file): it looks again for up to {@value #HOLDER_WAIT_MILLIS} ms before
     * saying "another process".
     */
    private static String holder(FileChannel channel) {
        long deadline = System.nanoTime() + HOLDER_WAIT_MILLIS * 1_000_000L;
        try {
            while (true) {
                ByteBuffer buffer = ByteBuffer.allocate(200);
                channel.read(buffer, 0);
                String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
                if (!text.isEmpty() && !namesADeadProcess(text)) {
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
    private static final java.util.regex.Pattern HOLDER_PID = java.util.regex.Pattern.compile("^PID ([0-9]{1,18}),");

    /** Whether a holder's line names a process that is not running (the line of a killed holder). */
    static boolean namesADeadProcess(String line) {
        java.util.regex.Matcher pid = HOLDER_PID.matcher(line);
        return pid.find()
                && ProcessHandle.of(Long.parseLong(pid.group(1)))
                        .filter(ProcessHandle::isAlive)
                        .isEmpty();
    }
}
