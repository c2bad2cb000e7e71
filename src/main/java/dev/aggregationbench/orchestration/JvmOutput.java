package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Launched;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What the last lines a JVM printed say went wrong, in one line: that it ran out of memory, above all; else the
 * program's own message ({@code worker: ...}); else the exception and its innermost cause; else the last line
 * that is not a stack frame. Never the last lines as they come, which are stack frames ({@code at picocli...}) that
 * hide the cause.
 */
final class JvmOutput {

    /** The most of one line of a JVM's output a reason shows. */
    static final int MAX_LINE = 300;

    private static final Pattern OWN_MESSAGE = Pattern.compile("^(worker|aot-training|mock|benchmark\\.sh): .+");
    private static final Pattern EXCEPTION =
            Pattern.compile("^(Exception in thread \"[^\"]*\" |Caused by: )?[\\w$.]+(Exception|Error)(: .*)?$");

    private JvmOutput() {}

    /** The most of a console log read to find the cause: far more than a JVM's own output, far less than memory. */
    static final long MAX_READ_BYTES = 1 << 20;

    /**
     * What the JVM printed: its whole console log when it is at most {@link #MAX_READ_BYTES} (the cause can be far
     * above its last lines: an AOT training writes pages of warnings after the error), else {@code tail}.
     */
    static String of(Launched jvm) {
        Path log = jvm.consoleLog();
        try {
            if (log != null && Files.isRegularFile(log) && Files.size(log) <= MAX_READ_BYTES) {
                return new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            // the tail the isolation kept is what there is
        }
        return jvm.outputTail();
    }

    static boolean outOfMemory(String output) {
        return output != null && output.contains("OutOfMemoryError");
    }

    /** The cause, as above; {@code (no output)} when there is none. */
    static String cause(String output) {
        List<String> lines = output == null
                ? List.of()
                : output.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) {
            return "(no output)";
        }
        if (outOfMemory(output)) { // the program's own line says what ran out (which workload), else the JVM's
            String line = lines.stream()
                    .filter(l -> OWN_MESSAGE.matcher(l).matches() && l.contains("OutOfMemoryError"))
                    .findFirst()
                    .orElseGet(() -> lines.stream()
                            .filter(l -> l.contains("OutOfMemoryError"))
                            .findFirst()
                            .orElseThrow());
            return "ran out of memory (" + bounded(exceptionPart(line)) + ")";
        }
        for (String line : lines.reversed()) {
            if (OWN_MESSAGE.matcher(line).matches()) {
                return bounded(line);
            }
        }
        String innermost = null;
        String outermost = null;
        for (String line : lines) {
            if (EXCEPTION.matcher(line).matches()) {
                if (outermost == null) {
                    outermost = line;
                }
                if (line.startsWith("Caused by: ")) {
                    innermost = line.substring("Caused by: ".length());
                }
            }
        }
        if (outermost != null) {
            String first = exceptionPart(outermost);
            return bounded(
                    innermost == null || first.endsWith(messageOf(innermost))
                            ? first
                            : first + " (caused by " + innermost + ")");
        }
        for (String line : lines.reversed()) {
            if (!line.startsWith("at ") && !line.startsWith("... ")) {
                return bounded(line);
            }
        }
        return bounded(lines.getLast());
    }

    /** {@code java.lang.OutOfMemoryError: Java heap space} of {@code Exception in thread "main" java.lang...}. */
    private static String exceptionPart(String line) {
        int thread = line.startsWith("Exception in thread \"") ? line.indexOf("\" ", 21) : -1;
        return thread < 0 ? line : line.substring(thread + 2);
    }

    /** {@code No space left on device} of {@code java.io.IOException: No space left on device}. */
    private static String messageOf(String exceptionLine) {
        int colon = exceptionLine.indexOf(": ");
        return colon < 0 ? exceptionLine : exceptionLine.substring(colon + 2);
    }

    private static String bounded(String line) {
        return line.length() <= MAX_LINE ? line : line.substring(0, MAX_LINE) + "… (" + line.length() + " characters)";
    }
}
