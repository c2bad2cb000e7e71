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
                "--gc=Epsilon              | --gc each value must be one of G1, ZGC, Shenandoah, Parallel, Serial, was 'Epsilon'",
                "--gc=G1,g1                | --gc lists a value twice",
                "--jdk=19                  | --jdk no JDK 19 found; looked in JAVA_HOME",
                "--jdk=nineteen            | --jdk a JDK is a feature version such as 21 or 25, or a JDK's home directory",
                "--jdk=/nowhere/jdk        | --jdk not a JDK: '/nowhere/jdk' has no executable bin/java",
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

    /**
     * A JDK that is not there is refused in Docker isolation too (where its image would be built from its home), and
     * a matrix runs one scenario: refused before anything.
     */
    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--jdk=19      | --isolation=docker | --jdk no JDK 19 found; looked in JAVA_HOME",
                "--gc=G1,ZGC   | --scenario=all     | --gc with several values makes a matrix, which runs one scenario",
                "--jdk=21,25   | --baseline=x       | --baseline cannot be used with a matrix"
            })
    void aJdkOrAMatrixThatCannotRunIsRefusedWith2(String first, String second, String expected) {
        Path output = tmp.resolve("out");
        Run run = run(first.strip(), second.strip(), "--output=" + output);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(expected.strip());
        assertThat(output).doesNotExist();
    }

    /**
     * A JDK whose build has no Shenandoah: a real JDK home whose bin/java refuses that flag, as such a build's does.
     * The cell is refused before anything starts, naming the JDK and the collector.
     */
    @Test
    void aCollectorTheJdkLacksIsRefusedWith2NamingTheJdk() throws Exception {
        Path home = Files.createDirectories(
                        tmp.resolve("jdk-without-shenandoah").resolve("bin"))
                .getParent();
        Files.writeString(
                home.resolve("release"),
                "JAVA_VERSION=\"25.0.3\"\nJAVA_RUNTIME_VERSION=\"25.0.3+9\"\nIMPLEMENTOR=\"Some Vendor\"\n");
        Path java = Files.writeString(
                home.resolve("bin").resolve("java"),
                "#!/bin/sh\ncase \"$1\" in -XX:+UseShenandoahGC) echo 'Unrecognized VM option' >&2; exit 1;; esac\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        Path output = tmp.resolve("out");

        Run run = run("--jdk=" + home, "--gc=G1,Shenandoah", "--isolation=process", "--output=" + output);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .contains("--gc lists Shenandoah, but Some Vendor 25.0.3+9 (" + home + ") has no Shenandoah collector");
        assertThat(output).doesNotExist();
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
