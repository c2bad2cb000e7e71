package dev.aggregationbench.worker;

import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs {@link WorkerMain} in a fresh child JVM (this JVM's java binary and class path), as the benchmark does, and
 * collects its exit code, its document and its stderr.
 */
final class WorkerProcess {

    record Run(int exitCode, String stdout, String stderr, WorkerResult result) {}

    private WorkerProcess() {}

    /** Runs the worker with these JVM options and worker arguments; the document is written to {@code dir}. */
    static Run run(Path dir, List<String> jvmOptions, String... workerArgs) throws IOException, InterruptedException {
        return runOn(ProcessHandle.current().info().command().orElseThrow(), dir, jvmOptions, workerArgs);
    }

    /** {@link #run} with another JDK's {@code bin/java}. */
    static Run runOn(String java, Path dir, List<String> jvmOptions, String... workerArgs)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Path output = dir.resolve("result.json");
        List<String> args = new ArrayList<>(List.of(workerArgs));
        args.add("--output=" + output);
        return runRaw(java, dir, jvmOptions, args);
    }

    /** Runs the worker exactly with these arguments (the document, if any, goes to stdout unless they say otherwise). */
    static Run runRaw(Path dir, List<String> jvmOptions, List<String> workerArgs)
            throws IOException, InterruptedException {
        return runRaw(ProcessHandle.current().info().command().orElseThrow(), dir, jvmOptions, workerArgs);
    }

    private static Run runRaw(String java, Path dir, List<String> jvmOptions, List<String> workerArgs)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(WorkerMain.class.getName());
        command.addAll(workerArgs);
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        Process process = new ProcessBuilder(command)
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("worker did not finish within 120 s: " + command);
        }
        Path output = workerArgs.stream()
                .filter(a -> a.startsWith("--output="))
                .findFirst()
                .map(a -> Path.of(a.substring("--output=".length())))
                .orElse(null);
        String out = Files.readString(stdout);
        WorkerResult result = null;
        if (output != null && Files.exists(output)) {
            result = WorkerResultJson.read(output);
        } else if (out.strip().startsWith("{")) {
            result = WorkerResultJson.read(out);
        }
        return new Run(process.exitValue(), out, Files.readString(stderr), result);
    }

    private static final Pattern LOG_PAUSE = Pattern.compile("^\\[(\\d+)ms\\].*\\bPause\\b.*");

    /** The {@code Pause} lines of an {@code -Xlog:gc:file=...:uptimemillis} log within a pass's window. */
    static long pausesLoggedBetween(Path gcLog, long fromUptimeMillis, long toUptimeMillis) throws IOException {
        return Files.readAllLines(gcLog).stream()
                .map(LOG_PAUSE::matcher)
                .filter(Matcher::matches)
                .mapToLong(m -> Long.parseLong(m.group(1)))
                .filter(t -> t >= fromUptimeMillis && t <= toUptimeMillis)
                .count();
    }

    /** A G1 pause as {@code -Xlog:gc} logs it: its collector's MXBean, the collector's count at it, when it ended. */
    record LoggedPause(String collector, long id, long endUptimeMillis) {}

    private static final Pattern G1_PAUSE =
            Pattern.compile("^\\[(\\d+)ms\\] GC\\(\\d+\\) Pause (Young|Full|Remark|Cleanup)\\b.*");

    /**
     * Every pause of a G1 {@code -Xlog:gc:file=...:uptimemillis} log written from the JVM's start, numbered per
     * collector as the MXBeans number them ({@code GcInfo.getId()}: Pause Young is "G1 Young Generation", Pause Full
     * "G1 Old Generation", Pause Remark and Pause Cleanup "G1 Concurrent GC"). A line is written as its pause ends.
     */
    static List<LoggedPause> g1PausesLogged(Path gcLog) throws IOException {
        Map<String, Long> counts = new HashMap<>();
        List<LoggedPause> pauses = new ArrayList<>();
        for (String line : Files.readAllLines(gcLog)) {
            Matcher m = G1_PAUSE.matcher(line);
            if (m.matches()) {
                String collector =
                        switch (m.group(2)) {
                            case "Young" -> "G1 Young Generation";
                            case "Full" -> "G1 Old Generation";
                            default -> "G1 Concurrent GC";
                        };
                pauses.add(
                        new LoggedPause(collector, counts.merge(collector, 1L, Long::sum), Long.parseLong(m.group(1))));
            }
        }
        return pauses;
    }

    /** The worker's default JVM flags (as benchmark.sh passes them) plus extra ones. */
    static List<String> defaultJvm(String... extra) {
        List<String> options = new ArrayList<>(List.of("-Xms256m", "-Xmx512m", "-XX:+UseG1GC"));
        options.addAll(List.of(extra));
        return options;
    }
}
