package dev.aggregationbench.files;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file completely or not at all: the content goes to {@code .<name>.<random>.tmp} in the same directory
 * (same file system, so the rename cannot become a copy), is forced to disk, then renamed over {@code target} with
 * {@link StandardCopyOption#ATOMIC_MOVE}. A reader sees the previous version or the new one, never a prefix; a
 * failure (a full disk, a read-only directory) leaves the previous version untouched, removes the temporary file
 * and throws an {@link IOException} whose message names the target and the cause.
 */
public final class AtomicFiles {

    /** Writes the content to a stream; the stream is closed by {@link AtomicFiles}, closing it here is harmless. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {}

    public static Path writeString(Path target, String text) throws IOException {
        return write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Writes {@code target} atomically; returns it. */
    public static Path write(Path target, Content content) throws IOException {
        Path file = target.toAbsolutePath().normalize();
        Path temp = file.resolveSibling("." + file.getFileName() + "."
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()) + ".tmp");
        try {
            // java.io, not a FileChannel: an interrupted thread (a cancelled run saving what it has) must still write
            try (FileOutputStream stream = InFlight.create(temp)) {
                OutputStream out = new BufferedOutputStream(stream, 1 << 16);
                content.writeTo(new FilterOutputStream(out) {
                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                    }

                    @Override
                    public void close() throws IOException {
                        out.flush(); // the file stays open until it is forced to disk
                    }
                });
                out.flush();
                stream.getFD().sync();
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // the write already failed; that is what gets reported
            }
            throw new IOException("could not write " + file + ": " + cause(e), e);
        } finally {
            InFlight.done(temp);
        }
    }

    /**
     * The temporary files being written now. When the JVM exits in the middle of a write (a second Ctrl-C,
     * {@code System.exit} from another thread), a shutdown hook removes them, and no write starts after it: every
     * exit path but {@code kill -9} leaves no temporary file (the target keeps its previous version, or is absent).
     */
    private static final class InFlight {
        private static final Set<Path> FILES = new HashSet<>();
        private static boolean exiting;

        static {
            try {
                Runtime.getRuntime()
                        .addShutdownHook(new Thread(InFlight::removeAll, "aggregation-bench-temporary-files"));
            } catch (IllegalStateException alreadyExiting) {
                exiting = true;
            }
        }

        static FileOutputStream create(Path temp) throws IOException {
            synchronized (FILES) {
                if (exiting) {
                    throw new IOException("the JVM is exiting, so the file is not written");
                }
                FileOutputStream stream = new FileOutputStream(temp.toFile());
                FILES.add(temp);
                return stream;
            }
        }

        static void done(Path temp) {
            synchronized (FILES) {
                FILES.remove(temp);
            }
        }

        private static void removeAll() {
            synchronized (FILES) {
                exiting = true;
                for (Path temp : FILES) {
                    try {
                        Files.deleteIfExists(temp);
                    } catch (IOException ignored) {
                        // the JVM is exiting; nothing better to do
                    }
                }
                FILES.clear();
            }
        }
    }

    /** The innermost cause in words: "No space left on device", "permission denied", ... ({@link IoCauses}). */
    public static String cause(Throwable e) {
        return IoCauses.describe(e);
    }
}
