package dev.aggregationbench.files;

import dev.aggregationbench.text.Echo;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.ReadOnlyFileSystemException;

/**
 * Why a file operation failed, in words: the JDK's file exceptions often carry only the path as their message
 * ({@code FileAlreadyExistsException: results/x}), which a message that already names the path would repeat without
 * saying what happened. This names the cause: "it is a file, not a directory", "permission denied", "No space left
 * on device" (the operating system's own words where it gave some).
 */
public final class IoCauses {

    private IoCauses() {}

    /** The innermost cause of {@code failure} in words. */
    public static String describe(Throwable failure) {
        Throwable innermost = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof FileSystemException || t instanceof ReadOnlyFileSystemException || hasMessage(t)) {
                innermost = t;
            }
        }
        return words(innermost);
    }

    private static String words(Throwable t) {
        if (t instanceof FileSystemException fs
                && fs.getReason() != null
                && !fs.getReason().isBlank()) {
            return Echo.bare(fs.getReason().strip()); // the operating system's words: "No space left on device"
        }
        return switch (t) {
            case FileAlreadyExistsException e -> alreadyExists(e.getFile());
            case AccessDeniedException e -> "permission denied" + on(e.getFile());
            case NoSuchFileException e -> "no such file or directory" + on(e.getFile());
            case NotDirectoryException e -> "not a directory" + on(e.getFile());
            case DirectoryNotEmptyException e -> "the directory is not empty" + on(e.getFile());
            case FileSystemLoopException e -> "a loop of symbolic links" + on(e.getFile());
            case ReadOnlyFileSystemException e -> "read-only file system";
            default ->
                hasMessage(t) ? Echo.bare(t.getMessage().strip()) : t.getClass().getSimpleName();
        };
    }

    private static String alreadyExists(String file) {
        if (file == null) {
            return "it already exists";
        }
        Path path = Path.of(file);
        String kind = Files.isRegularFile(path) ? "a file" : Files.isDirectory(path) ? "a directory" : "something";
        return QuotedPath.of(file) + " is " + kind + (kind.equals("a directory") ? " already" : ", not a directory");
    }

    private static String on(String file) {
        return file == null ? "" : " (" + QuotedPath.of(file) + ")";
    }

    private static boolean hasMessage(Throwable t) {
        return t.getMessage() != null && !t.getMessage().isBlank();
    }
}
