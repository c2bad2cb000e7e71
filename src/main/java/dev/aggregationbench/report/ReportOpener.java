package dev.aggregationbench.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * {@code --open}: hands the report to the desktop's browser ({@code open} on macOS, {@code xdg-open} on Linux with
 * a display), or says where the report is when there is none (a server, a container, CI).
 */
public final class ReportOpener {

    /** The command that opens a file, or why there is none. */
    public record Choice(List<String> command, String whyNot) {}

    private ReportOpener() {}

    /** Opens the report, or prints where it is; never fails the run. */
    public static void open(Path report, PrintStream err) {
        Path absolute = report.toAbsolutePath();
        Choice choice = choose(System.getProperty("os.name", ""), System.getenv(), ReportOpener::onPath);
        if (choice.command() == null) {
            err.println("Report: " + absolute.toUri() + " (not opened: " + choice.whyNot() + ")");
            return;
        }
        List<String> command = new java.util.ArrayList<>(choice.command());
        command.add(absolute.toString());
        try {
            new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            err.println("Report: " + absolute.toUri() + " (opened with " + String.join(" ", choice.command()) + ")");
        } catch (IOException e) {
            err.println("Report: " + absolute.toUri() + " (not opened: " + command.getFirst() + " failed: "
                    + e.getMessage() + ")");
        }
    }

    /** Which command opens a file on this system; {@code onPath} says whether a program is on the PATH. */
    public static Choice choose(String osName, Map<String, String> env, Predicate<String> onPath) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return onPath.test("open") ? new Choice(List.of("open"), null) : new Choice(null, "no 'open' command");
        }
        if (os.contains("win")) {
            return new Choice(List.of("cmd", "/c", "start", ""), null);
        }
        boolean display = notBlank(env.get("DISPLAY")) || notBlank(env.get("WAYLAND_DISPLAY"));
        if (!display) {
            return new Choice(null, "no graphical display (neither DISPLAY nor WAYLAND_DISPLAY is set)");
        }
        return onPath.test("xdg-open")
                ? new Choice(List.of("xdg-open"), null)
                : new Choice(null, "xdg-open is not installed (Debian/Ubuntu: apt-get install xdg-utils)");
    }

    private static boolean notBlank(String value) {
        return value != null && !value.isBlank();
    }

    private static boolean onPath(String program) {
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
