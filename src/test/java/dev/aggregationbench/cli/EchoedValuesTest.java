package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A value from the command line that is 100 KB long, holds a newline or a terminal escape sequence (issue 21): the
 * message about it stays one bounded line, the value escaped ({@code text.Echo}), from picocli's own messages
 * (unknown option, not a number) to ours (an unknown GC, a bad format) and {@code compare}'s.
 */
class EchoedValuesTest {

    private static final String HUGE = "9".repeat(100_000);
    private static final String NEWLINE = "G1\nbenchmark.sh: all variants ok";
    private static final String ESCAPE = "\u001B[2J\u001B[31mred";

    @TempDir
    Path tmp;

    static Stream<List<String>> hostile() {
        return Stream.of(
                List.of("--gc=" + HUGE),
                List.of("--gc=" + NEWLINE),
                List.of("--gc=" + ESCAPE),
                List.of("--orders=" + HUGE),
                List.of("--orders=" + NEWLINE),
                List.of("--cpus=" + ESCAPE),
                List.of("--format=" + NEWLINE),
                List.of("--format=" + HUGE),
                List.of("--variants=naive," + ESCAPE),
                List.of("--warmup=" + NEWLINE),
                List.of("--heap=" + ESCAPE),
                List.of("--latency-millis=" + HUGE),
                List.of("--no-such-option=" + ESCAPE),
                List.of("--" + NEWLINE),
                List.of(NEWLINE),
                List.of("--baseline=" + NEWLINE));
    }

    @ParameterizedTest
    @MethodSource("hostile")
    void theRunsMessageIsOneBoundedLineWithTheValueEscaped(List<String> args) {
        String[] all = Stream.concat(args.stream(), Stream.of("--output=" + tmp.resolve("out")))
                .toArray(String[]::new);
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = BenchmarkMain.execute(all, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err));

        assertOneBoundedLine(exit, err.toString(StandardCharsets.UTF_8));
    }

    static Stream<List<String>> hostileToCompare() {
        return Stream.of(
                List.of(NEWLINE, "b"),
                List.of(ESCAPE, HUGE),
                List.of("a", "b", NEWLINE),
                List.of("--fail-on=" + ESCAPE, "a", "b"),
                List.of("a\u0000b", "c"));
    }

    @ParameterizedTest
    @MethodSource("hostileToCompare")
    void compareSMessageIsOneBoundedLineWithTheValueEscaped(List<String> args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Method execute = Class.forName("dev.aggregationbench.compare.CompareMain")
                .getDeclaredMethod("execute", String[].class, PrintStream.class, PrintStream.class);
        execute.setAccessible(true);

        int exit = (int) execute.invoke(
                null, args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()), new PrintStream(err));

        assertOneBoundedLine(exit, err.toString(StandardCharsets.UTF_8));
    }

    private static void assertOneBoundedLine(int exit, String stderr) {
        List<String> lines = stderr.lines().toList();
        assertThat(exit).as(stderr).isEqualTo(2);
        assertThat(lines).as("the message and where help is: no line forged").hasSize(2);
        assertThat(lines.getFirst()).hasSizeLessThan(600).doesNotContain("\u001B", "\u0000", "\r");
        assertThat(lines.get(1)).startsWith("Try: ");
    }
}
