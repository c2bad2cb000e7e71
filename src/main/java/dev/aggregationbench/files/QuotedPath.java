package dev.aggregationbench.files;

import dev.aggregationbench.text.Echo;
import java.nio.file.Path;

/**
 * A path from outside in a message: escaped and bounded like any value ({@link Echo}), but a long one keeps its
 * end, where the file's name is, rather than its start ({@code '…/compare-unreadable-61350/nothing-here'}).
 */
public final class QuotedPath {

    private QuotedPath() {}

    public static String of(Path path) {
        return of(String.valueOf(path));
    }

    public static String of(String path) {
        int length = path.codePointCount(0, path.length());
        if (length <= Echo.MAX_CODE_POINTS) {
            return Echo.quote(path);
        }
        int keep = Echo.MAX_CODE_POINTS - 1;
        String end = path.substring(path.offsetByCodePoints(0, length - keep));
        return "'…" + Echo.bare(end) + "' (" + length + " characters)";
    }
}
