package dev.aggregationbench.compare;

import static dev.aggregationbench.support.BadDocuments.assertOneLineNaming;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.support.BadDocuments;
import dev.aggregationbench.support.BadDocuments.Case;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code compare} and {@code --baseline} given a results.json that is not a complete one (issue 21): one line naming
 * the file and what is wrong, exit 2, never a stack trace; a partial run is refused unless {@code --allow-partial}
 * says to compare it, and then the output says it is partial.
 */
class BadResultsDocumentsTest {

    /**
     * Every run here is given other orders than the baseline's: should a baseline be accepted, the run is still
     * refused for its conditions before anything starts, and no test here ever runs a benchmark.
     */
    private static final String ORDERS_UNLIKE_THE_BASELINE = "--orders=1000";

    @TempDir
    Path dir;

    record Cli(int exitCode, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }
    }

    static List<Case> bad() {
        return BadDocuments.resultsJson();
    }

    @ParameterizedTest(name = "compare, BASELINE {0}")
    @MethodSource("bad")
    void compareSaysInOneLineWhatIsWrongWithTheBaseline(Case bad) {
        Path file = bad.writeTo(dir, "results.json");

        Cli cli = compare(file.toString(), BadDocuments.RESULTS_JSON.toString());

        assertThat(cli.exitCode()).as("exit code; stderr: %s", cli.err()).isEqualTo(2);
        assertThat(cli.errLines()).hasSize(2);
        assertThat(cli.errLines().getFirst()).startsWith("benchmark.sh compare: BASELINE ");
        assertOneLineNaming(cli.errLines().getFirst(), file, bad);
        assertThat(cli.out()).isEmpty();
    }

    /** Compare words bad input as every command line of the project does (knob.UsageErrors). */
    @Test
    void aMistypedOptionIsOneLineWithTheNearestNameAndAHostileOneIsEscaped() {
        Cli typo = compare("--fail-on-regresion", "a", "b");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.errLines())
                .containsExactly(
                        "benchmark.sh compare: unknown option '--fail-on-regresion'; did you mean --fail-on-regression?",
                        "Try: ./benchmark.sh compare --help");

        Cli hostile = compare("--\u001B[2J" + "x".repeat(100_000), "a", "b");
        assertThat(hostile.exitCode()).isEqualTo(2);
        assertThat(hostile.err()).doesNotContain("\u001B");
        assertThat(hostile.errLines().getFirst()).startsWith("benchmark.sh compare: unknown option '--\\u001B[2Jxxx");
        assertThat(hostile.errLines().getFirst().length()).isLessThan(400);
    }

    @ParameterizedTest(name = "compare, CURRENT {0} given as its run directory")
    @MethodSource("bad")
    void compareSaysInOneLineWhatIsWrongWithTheCurrentRunsDirectory(Case bad) {
        Path file = bad.writeTo(dir.resolve("run"), "results.json");

        Cli cli = compare(BadDocuments.RESULTS_JSON.toString(), file.getParent().toString());

        assertThat(cli.exitCode()).as("exit code; stderr: %s", cli.err()).isEqualTo(2);
        assertThat(cli.errLines().getFirst()).startsWith("benchmark.sh compare: CURRENT ");
        assertOneLineNaming(cli.errLines().getFirst(), file, bad);
    }

    @ParameterizedTest(name = "--baseline {0}")
    @MethodSource("bad")
    void theBaselineOfARunIsRefusedInOneLineBeforeAnythingStarts(Case bad) {
        Path file = bad.writeTo(dir, "results.json");
        Path output = dir.resolve("output");

        Cli cli = run("--baseline=" + file, ORDERS_UNLIKE_THE_BASELINE, "--output=" + output);

        assertThat(cli.exitCode()).as("exit code; stderr: %s", cli.err()).isEqualTo(2);
        assertThat(cli.errLines()).hasSize(2);
        assertThat(cli.errLines().getFirst()).startsWith("benchmark.sh: --baseline ");
        assertOneLineNaming(cli.errLines().getFirst(), file, bad);
        assertThat(output).as("nothing started").doesNotExist();
    }

    @Test
    void aPartialRunIsNotComparedAsIfItWereCompleteUnlessAllowed() throws Exception {
        Path partial = Files.write(dir.resolve("results.json"), BadDocuments.partialResultsJson());

        Cli refused = compare(partial.toString(), BadDocuments.RESULTS_JSON.toString());
        Cli allowed = compare("--allow-partial", partial.toString(), BadDocuments.RESULTS_JSON.toString());

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.errLines().getFirst())
                .startsWith("benchmark.sh compare: BASELINE '" + partial + "' is a partial run (interrupted by "
                        + "SIGINT: 20 of 21 repetitions finished; not finished: virtual-threads-3)")
                .contains("add --allow-partial");
        assertThat(allowed.exitCode()).as("stderr: %s", allowed.err()).isZero();
        assertThat(allowed.out())
                .contains("Partial run compared (--allow-partial): 2026-11-26-headline-3 is partial, interrupted by "
                        + "SIGINT: 20 of 21 repetitions finished");
    }

    @Test
    void aPartialBaselineIsRefusedBeforeARunStartsUnlessAllowed() throws Exception {
        Path partial = Files.write(dir.resolve("results.json"), BadDocuments.partialResultsJson());

        Cli refused = run("--baseline=" + partial, ORDERS_UNLIKE_THE_BASELINE, "--output=" + dir.resolve("a"));
        Cli allowed = run(
                "--baseline=" + partial, "--allow-partial", ORDERS_UNLIKE_THE_BASELINE, "--output=" + dir.resolve("b"));

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.errLines().getFirst())
                .startsWith("benchmark.sh: --baseline '" + partial + "' is a partial run")
                .contains("add --allow-partial");
        assertThat(allowed.exitCode()).isEqualTo(2);
        assertThat(allowed.errLines().getFirst())
                .as("accepted as a baseline, then refused for its conditions (so that no run starts here)")
                .contains("was measured under different conditions (orders 500000 vs 1000)");
    }

    private static Cli compare(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = CompareMain.execute(args, new PrintStream(out, true), new PrintStream(err, true));
        return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Cli run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = BenchmarkMain.execute(args, new PrintStream(out, true), new PrintStream(err, true));
        return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
