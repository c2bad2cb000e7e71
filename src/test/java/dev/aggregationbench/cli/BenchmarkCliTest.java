package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input: one clear line naming the problem, a usage hint, exit 2, and nothing started or written. Docker asked for
 * without an engine needs a CLI process of its own: {@link DockerWithoutAnEngineTest}.
 */
class BenchmarkCliTest {

    @TempDir
    Path tmp;

    record Run(int exitCode, String out, String err) {}

    /** Runs the CLI in this JVM (also used by {@link InputRangesTest}). */
    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BenchmarkMain.execute(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--no-such-flag            | unknown option '--no-such-flag'",
                "--variants=naive,turbo    | --variants each value must be one of naive, stream, iterator, async, reactor, virtual-threads, was 'turbo'",
                "--orders=many             | --orders must be 1..100000000, was 'many'",
                "--orders=0                | --orders must be 1..100000000, was '0'",
                "--page-size=-5            | --page-size must be 1..10000, was '-5'",
                "--pageSize=20000          | --page-size must be 1..10000, was '20000'",
                "--cpus=0                  | --cpus must be at least 0.1",
                "--cpus=4096               | --cpus must be at most this machine's",
                "--repetitions=0           | --repetitions must be 1..100, was '0'",
                "--warmup=-1               | --warmup must be auto or 0..100 passes, was '-1'",
                "--warmup=soon             | --warmup must be auto or 0..100 passes, was 'soon'",
                "--interval-millis=1       | --interval-millis must be 10..60000 ms, was '1'",
                "--interval=1              | --interval-millis must be 10..60000 ms, was '1'",
                "--timeout=0               | --timeout-seconds must be at least 1 s, was '0'",
                "--gc=Epsilon              | --gc must be one of G1, ZGC, Shenandoah, Parallel, Serial, was 'Epsilon'",
                "--heap=lots               | --heap must be a size like 512m or 1g, was 'lots'",
                "--heap=2g                 | --heap must be below the memory limit 1g, was '2g'",
                "--isolation=vm            | --isolation must be one of auto, docker, process, was 'vm'",
                "--format=xml              | --format must be table, markdown, json or csv, was 'xml'",
                "--docker-network=overlay  | --docker-network must be host or bridge, was 'overlay'",
                "--orders=1e3\u001B[2J      | --orders must be 1..100000000, was '1e3\\u001B[2J'"
            })
    void badInputExitsWith2NamingTheProblemAndStartsNothing(String arg, String expected) {
        Path output = tmp.resolve("out");
        Run run = run(arg.strip(), "--output=" + output);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(expected.strip()).contains("Try: ./benchmark.sh --help");
        assertThat(run.out()).isEmpty();
        assertThat(output).doesNotExist();
        assertThat(ProcessHandle.current().children()).isEmpty();
    }

    @Test
    void anUnwritableOutputDirectoryIsRejectedBeforeAnythingStarts() throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "not a directory");
        Run run = run("--output=" + file.resolve("results"));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("is not writable").contains(file.toString());
    }

    @Test
    void helpListsEveryOptionWithItsDefault() {
        Run run = run("--help");
        assertThat(run.exitCode()).isZero();
        for (String option : List.of(
                "--orders",
                "--page-size",
                "--cpus",
                "--memory",
                "--heap",
                "--gc",
                "--interval-millis",
                "--variants",
                "--repetitions",
                "--warmup",
                "--seed",
                "--isolation",
                "--docker-network",
                "--timeout-seconds",
                "--output",
                "--format",
                "--quiet")) {
            assertThat(run.out()).contains(option);
        }
        assertThat(run.out().replaceAll(",\\s+", ","))
                .contains("(default: 500000)")
                .contains("(default: naive,stream,iterator,async,reactor,virtual-threads)");
    }
}
