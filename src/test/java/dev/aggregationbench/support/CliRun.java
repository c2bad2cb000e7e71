package dev.aggregationbench.support;

import dev.aggregationbench.cli.BenchmarkMain;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of the CLI ({@code BenchmarkMain}) called in this test JVM, as {@code ./benchmark.sh} would run it: the mock
 * and the workers it starts are real JVMs. Its stderr goes to the test's own.
 *
 * @param stdout what it printed (the tables, the conditions), for the test's assertions and messages
 */
public record CliRun(int exitCode, String stdout) {

    /** Runs {@code args} with {@code --isolation=process --output=<output> --quiet} added. */
    public static CliRun processIsolated(Path output, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--isolation=process", "--output=" + output, "--quiet"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = BenchmarkMain.execute(
                all.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8));
    }
}
