package dev.aggregationbench.orchestration;

import dev.aggregationbench.results.AotCacheUse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads whether a JVM mapped its AOT cache from the JVM's own log ({@link #SELECTION}, to its console). JDK 25 logs
 * at info level each region it mapped ({@code [info][aot] Mapped static  region #0 at base ...}); a cache it refuses
 * (for example under ZGC or {@code -XX:-UseCompressedOops} when it was made under G1 with compressed oops) gets
 * {@code [warning][aot] Unable to use AOT cache.} and error lines instead, and the JVM runs on without it.
 */
final class AotCacheLog {

    /** The worker's flag: the aot and cds tags at info level to stdout (its console log). */
    static final String SELECTION = "-Xlog:aot=info,cds=info";

    private static final Pattern MAPPED = Pattern.compile("\\[(aot|cds)\\s*\\].*Mapped static\\s+region #0");
    private static final Pattern REFUSED = Pattern.compile("\\[(warning|error)\\s*\\]\\[(aot|cds)[^\\]]*\\]");
    private static final int LINES_READ = 2_000;

    private AotCacheLog() {}

    static AotCacheUse read(Path consoleLog, Path runDir) {
        String relative =
                runDir.relativize(consoleLog.toAbsolutePath().normalize()).toString();
        List<String> lines;
        try (Stream<String> stream = Files.lines(consoleLog, StandardCharsets.UTF_8)) {
            lines = stream.limit(LINES_READ).toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            return new AotCacheUse(null, "the JVM's log could not be read: " + e.getMessage(), relative);
        }
        return of(lines, relative);
    }

    static AotCacheUse of(List<String> lines, String log) {
        String refused = lines.stream()
                .filter(l -> REFUSED.matcher(l).find())
                .map(String::strip)
                .limit(4)
                .reduce((a, b) -> a + " " + b)
                .orElse(null);
        String mapped =
                lines.stream().filter(l -> MAPPED.matcher(l).find()).findFirst().orElse(null);
        if (mapped != null && refused == null) {
            return new AotCacheUse(true, mapped.strip(), log);
        }
        if (refused != null) {
            return new AotCacheUse(false, refused.strip(), log);
        }
        return new AotCacheUse(false, "the JVM's log names no mapped AOT cache region", log);
    }
}
