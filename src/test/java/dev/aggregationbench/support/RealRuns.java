package dev.aggregationbench.support;

import dev.aggregationbench.cli.BenchmarkMain;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Real benchmark runs (the CLI's {@code BenchmarkMain}, a real mock JVM and fresh worker JVMs in process isolation)
 * whose result files the report and compare tests read. Each kind runs at most once per test JVM and lives under
 * {@code target/report-tests/}; nothing in them is invented.
 */
public final class RealRuns {

    /** A run: its directory, the CLI's exit code and what it printed. */
    public record Run(Path dir, int exitCode, String out, String err) {}

    /** iterator and naive, 2000 orders, 3 fresh JVMs each: every variant ends ok. */
    public static final List<String> SMALL = List.of(
            "--isolation=process", "--orders=2000", "--repetitions=3", "--warmup=0", "--variants=iterator,naive");

    /**
     * naive keeps every order and runs out of a 24 MB heap; the transport row and iterator stream and end ok. The
     * orders (about 100 MB kept) lie far above the heap: near it, naive thrashed in full GCs until its timeout.
     */
    public static final List<String> NAIVE_OUT_OF_MEMORY = List.of(
            "--isolation=process",
            "--orders=1000000",
            "--heap=24m",
            "--repetitions=1",
            "--warmup=0",
            "--variants=naive,iterator");

    /**
     * One second is too short for any worker to walk 3,000,000 orders: every JVM is killed at its timeout before it
     * writes a document. (A heap too small to start, 10m, was used before; heaps below 16m are now refused up front.)
     */
    public static final List<String> EVERY_JVM_FAILS = List.of(
            "--isolation=process",
            "--orders=3000000",
            "--repetitions=1",
            "--warmup=0",
            "--variants=naive",
            "--timeout-seconds=1");

    /**
     * {@code --scenario=all} with the user's orders (2,000, which replace every scenario's teaching size) and the
     * teaching set's own scenario knobs: five runs, iterator (a platform pool in fan-out) and virtual-threads, 2 fresh
     * JVMs each, so every chart has a spread.
     */
    public static final List<String> TEACHING_SET_TINY = List.of(
            "--isolation=process",
            "--scenario=all",
            "--orders=2000",
            "--repetitions=2",
            "--warmup=0",
            "--variants=iterator,virtual-threads");

    private static final Map<List<String>, Run> RUNS = new HashMap<>();

    private RealRuns() {}

    /**
     * {@link #NAIVE_OUT_OF_MEMORY}, with the {@link #SMALL} run as its {@code --baseline}: different conditions
     * (orders, heap), so {@code --allow-different-conditions} too.
     */
    public static Run naiveOutOfMemoryComparedWithSmall() {
        Run small = of(SMALL);
        List<String> args = new ArrayList<>(NAIVE_OUT_OF_MEMORY);
        args.add("--baseline=" + small.dir());
        args.add("--allow-different-conditions");
        return of(List.copyOf(args));
    }

    /** Runs the CLI with these arguments once per test JVM (later calls get the same run). */
    public static synchronized Run of(List<String> args) {
        return RUNS.computeIfAbsent(args, RealRuns::execute);
    }

    /** A directory under target/report-tests for a test's own files. */
    public static Path workDir(String prefix) {
        try {
            Path base = Files.createDirectories(Path.of("target", "report-tests"));
            return Files.createTempDirectory(base, prefix).toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Run execute(List<String> args) {
        Path dir = workDir("run-").resolve("results");
        List<String> all = new ArrayList<>(args);
        all.add("--quiet");
        all.add("--output=" + dir);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BenchmarkMain.execute(
                all.toArray(String[]::new),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(dir, code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
