package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

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

    /** A pause as {@code -Xlog:gc} logs it: its collector's MXBean, the collector's count at it, when it ended. */
    record LoggedPause(String collector, long id, long endUptimeMillis) {}

    /** G1's pauses by the MXBean that counts them: Remark and Cleanup come from its concurrent cycle. */
    static final Map<String, String> G1 = Map.of(
            "Young", "G1 Young Generation",
            "Full", "G1 Old Generation",
            "Remark", "G1 Concurrent GC",
            "Cleanup", "G1 Concurrent GC");

    /** SerialGC's pauses by the MXBean that counts them. */
    static final Map<String, String> SERIAL = Map.of("Young", "Copy", "Full", "MarkSweepCompact");

    private static final Pattern PAUSE = Pattern.compile("^\\[(\\d+)ms\\] GC\\(\\d+\\) Pause (\\w+)\\b.*");

    /**
     * Every pause of a {@code -Xlog:gc:file=...:uptimemillis} log written from the JVM's start, numbered per
     * collector as the MXBeans number them ({@code GcInfo.getId()}), the kinds of pause mapped to their collector by
     * {@code collectors} ({@link #G1}, {@link #SERIAL}). A line is written as its pause ends.
     */
    static List<LoggedPause> pausesLogged(Path gcLog, Map<String, String> collectors) throws IOException {
        Map<String, Long> counts = new HashMap<>();
        List<LoggedPause> pauses = new ArrayList<>();
        for (String line : Files.readAllLines(gcLog)) {
            Matcher m = PAUSE.matcher(line);
            if (m.matches() && collectors.containsKey(m.group(2))) {
                String collector = collectors.get(m.group(2));
                pauses.add(
                        new LoggedPause(collector, counts.merge(collector, 1L, Long::sum), Long.parseLong(m.group(1))));
            }
        }
        return pauses;
    }

    /**
     * The pass's window is read twice: its uptimes (which -Xlog's lines are compared with) and, just after each, the
     * MXBeans' counts (which decide what the worker counts). A pause between the two readings, or in the same
     * millisecond, is in one window and not the other; G1's Remark and Cleanup pauses come from its concurrent cycle
     * at any time, also there. So pauses are matched one by one (collector and id, the MXBeans' numbering), and
     * within {@link #EDGE_MILLIS} of an edge the log decides nothing: every pause logged inside that margin must be
     * reported, and every reported pause must be logged in the window widened by it.
     */
    static final long EDGE_MILLIS = 50;

    /**
     * The pass reports exactly the pauses the log shows in its window: one event per counted pause, none twice,
     * every pause logged inside the window among them, each of them logged in the window widened by
     * {@link #EDGE_MILLIS}; and at least {@code atLeastInside} pauses inside, for the match to say something.
     */
    static void assertPausesMatchTheLog(PassResult pass, List<LoggedPause> logged, int atLeastInside) {
        long start = pass.time().startUptimeMillis();
        long end = pass.time().endUptimeMillis();
        List<String> reported = pass.gc().events().stream()
                .map(e -> e.collector() + " #" + e.id())
                .toList();
        Set<String> inside = loggedBetween(logged, start + EDGE_MILLIS, end - EDGE_MILLIS);
        Set<String> around = loggedBetween(logged, start - EDGE_MILLIS, end + EDGE_MILLIS);

        assertThat(pass.gc().eventsComplete()).isTrue();
        assertThat(reported)
                .as("pass %d: one event per counted pause, none twice", pass.number())
                .hasSize((int) pass.gc().pauseCount())
                .doesNotHaveDuplicates();
        assertThat(reported)
                .as("pass %d (%d..%d ms): every pause logged inside the window is reported", pass.number(), start, end)
                .containsAll(inside);
        assertThat(around)
                .as("pass %d (%d..%d ms): every reported pause is logged in the window", pass.number(), start, end)
                .containsAll(reported);
        assertThat(inside)
                .as("pass %d: enough pauses inside the window for the match to say something", pass.number())
                .hasSizeGreaterThanOrEqualTo(atLeastInside);
    }

    private static Set<String> loggedBetween(List<LoggedPause> logged, long from, long to) {
        return logged.stream()
                .filter(p -> p.endUptimeMillis() >= from && p.endUptimeMillis() <= to)
                .map(p -> p.collector() + " #" + p.id())
                .collect(Collectors.toSet());
    }

    /** The worker's default JVM flags (as benchmark.sh passes them) plus extra ones. */
    static List<String> defaultJvm(String... extra) {
        List<String> options = new ArrayList<>(List.of("-Xms256m", "-Xmx512m", "-XX:+UseG1GC"));
        options.addAll(List.of(extra));
        return options;
    }
}
