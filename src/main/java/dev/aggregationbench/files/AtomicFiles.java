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
import java.util.HexFormat;
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
            try (FileOutputStream stream = new FileOutputStream(temp.toFile())) {
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
        }
    }

    /** The innermost message: "No space left on device", "Read-only file system", ... */
    public static String cause(Throwable e) {
        String message = null;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t instanceof java.nio.file.FileSystemException fs && fs.getReason() != null
                        ? fs.getReason()
                        : t.getMessage();
            }
        }
        return message != null ? message : e.getClass().getSimpleName();
    }
}
