package dev.aggregationbench.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * One process at a time in a directory: an exclusive {@link FileChannel#tryLock()} on a lock file in it, held until
 * {@link #close()}; the operating system drops it when the process dies, however it dies. The lock file holds who
 * holds it ("PID 1234, benchmark.sh run since 2026-11-26T10:00:00Z") for the message a second process gets. On
 * close the lock file is removed (a directory a run wrote keeps only its results); a process that opened it just
 * before is not fooled: after locking, the lock is only kept if the file it locked is still the one in the directory.
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
        for (int attempt = 0; ; attempt++) {
            FileChannel channel = FileChannel.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                lock = null;
            } catch (IOException e) {
                channel.close();
                throw e;
            }
            if (lock == null) {
                String holder = holder(channel);
                channel.close();
                throw new HeldException(file, holder);
            }
            String holder = "PID " + ProcessHandle.current().pid() + ", " + what + " since " + Instant.now();
            boolean stillThere;
            try {
                channel.truncate(0);
                channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)));
                channel.force(true);
                stillThere = holder.equals(inDirectory(file));
            } catch (IOException e) {
                channel.close();
                throw e;
            }
            if (stillThere || attempt >= 3) {
                return new DirectoryLock(file, channel, lock);
            }
            channel.close(); // its last holder removed it after we opened it: lock the one there now
        }
    }

    /** Removes the lock file and releases the lock. */
    @Override
    public void close() throws IOException {
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

    private static String holder(FileChannel channel) {
        try {
            ByteBuffer buffer = ByteBuffer.allocate(200);
            channel.read(buffer, 0);
            String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "another process" : dev.aggregationbench.text.Echo.bare(text);
        } catch (IOException e) {
            return "another process";
        }
    }

    /** What the lock file in the directory holds now; null when there is none. */
    private static String inDirectory(Path file) throws IOException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException gone) {
            return null;
        }
    }
}
