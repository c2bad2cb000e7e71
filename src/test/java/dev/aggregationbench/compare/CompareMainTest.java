package dev.aggregationbench.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code benchmark.sh compare} on real runs: a small run (iterator and naive, 3 fresh JVMs each) against itself,
 * against a copy in which iterator's measured durations are made slower by far more than their own spread, and
 * against a real run under other conditions (200,000 orders, 24 MB heap).
 */
@IntegrationTest
class CompareMainTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static Path small;
    private static Path slower;

    record Cli(int exitCode, String out, String err) {}

    @BeforeAll
    static void realRuns() throws Exception {
        RealRuns.Run run = RealRuns.of(RealRuns.SMALL);
        assertThat(run.exitCode())
                .as("the small run's exit code; stderr:%n%s", run.err())
                .isZero();
        small = run.dir().resolve(ResultsFiles.RESULTS_JSON);
        slower = iteratorMadeSlower(small, RealRuns.workDir("compare-slower-").resolve("results.json"));
    }

    /**
     * A copy of the run in which every measured duration of iterator is longer by half its median plus ten times
     * its min-max range: slower well outside its own noise. Its summary moves by the same amount (a shift moves
     * median, min, max, mean and the interval alike); nothing else changes.
     */
    static Path iteratorMadeSlower(Path source, Path target) throws Exception {
        JsonNode root = JSON.readTree(source.toFile());
        for (JsonNode variant : root.get("variants")) {
            if (!variant.get("variant").asString().equals("iterator")) {
                continue;
            }
            ObjectNode summary = (ObjectNode) variant.get("summary").get(Figure.DURATION_NANOS.id());
            double shift = 0.5 * summary.get("median").asDouble()
                    + 10 * (summary.get("max").asDouble() - summary.get("min").asDouble());
            for (String field : List.of("median", "min", "max", "mean", "ciLow", "ciHigh")) {
                if (!summary.get(field).isNull()) {
                    summary.put(field, summary.get(field).asDouble() + shift);
                }
            }
            for (JsonNode repetition : variant.get("repetitions")) {
                for (JsonNode pass : repetition.get("worker").get("passes")) {
                    ObjectNode time = (ObjectNode) pass.get("time");
                    time.put("durationNanos", time.get("durationNanos").asLong() + Math.round(shift));
                }
            }
        }
        Files.createDirectories(target.getParent());
        JSON.writeValue(target.toFile(), root);
        return target;
    }

    private static Cli compare(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CompareMain.execute(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void identicalRunsShowNoRegressionAndExit0EvenWithFailOnRegression() {
        Cli cli = compare(small.toString(), small.getParent().toString(), "--fail-on-regression");

        assertThat(cli.exitCode()).as("stderr: %s", cli.err()).isZero();
        assertThat(cli.out())
                .contains("0 regression(s), 0 improvement(s)")
                .contains("iterator")
                .contains("naive");
        RunResults results = ResultsFiles.read(small);
        assertThat(RunComparison.changes(results, results))
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.verdict()).isIn(Verdict.NOT_RESOLVED, Verdict.NOT_COMPARABLE))
                .filteredOn(c -> c.changePercent() != null)
                .allSatisfy(c -> assertThat(c.changePercent()).isZero());
    }

    @Test
    void aVariantMadeSlowerIsFlaggedAsARegressionAndOnlyThatFigure() {
        List<Change> changes = RunComparison.changes(ResultsFiles.read(small), ResultsFiles.read(slower));

        assertThat(changes)
                .filteredOn(c -> c.verdict() == Verdict.REGRESSION)
                .extracting(c -> c.variant() + " " + c.figure().id())
                .containsExactly("iterator durationNanos");
        Change duration = changes.stream()
                .filter(c -> c.variant().equals("iterator") && c.figure() == Figure.DURATION_NANOS)
                .findFirst()
                .orElseThrow();
        assertThat(duration.changePercent()).isGreaterThan(50);
        assertThat(duration.pValue()).isLessThan(RunComparison.ALPHA);
    }

    @Test
    void aRegressionExits1OnlyWithFailOnRegressionAndIsMarkedInTheTable() {
        Cli failing = compare(small.toString(), slower.toString(), "--fail-on-regression");
        Cli reporting = compare(small.toString(), slower.toString());

        assertThat(failing.exitCode()).as("stderr: %s", failing.err()).isEqualTo(1);
        assertThat(reporting.exitCode()).as("stderr: %s", reporting.err()).isZero();
        assertThat(failing.out()).isEqualTo(reporting.out()).contains("1 regression(s), 0 improvement(s)");
        // once in the absolute table, once relative to the transport row (whose own durations were not changed)
        assertThat(reporting.out().lines().filter(line -> line.contains("regression") && line.contains("│")))
                .hasSize(2)
                .allSatisfy(line -> assertThat(line).contains("iterator").contains("durationNanos"));
        assertThat(reporting.out()).contains("1 regression(s), 0 improvement(s) relative to the transport row");
    }

    @Test
    void theSameChangeTheOtherWayRoundIsAnImprovementAndDoesNotFail() {
        Cli cli = compare(slower.toString(), small.toString(), "--fail-on-regression");

        assertThat(cli.exitCode()).isZero();
        assertThat(cli.out()).contains("0 regression(s), 1 improvement(s)");
    }

    @Test
    void runsUnderDifferentConditionsAreRefusedWithExit2AndTheDifferencesListed() {
        Path other = RealRuns.naiveOutOfMemoryComparedWithSmall().dir();

        Cli cli = compare(small.toString(), other.toString());

        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.out()).isEmpty();
        assertThat(cli.err())
                .contains("measured under different conditions")
                .contains("orders 2000 vs 1000000")
                .contains("heap 512m vs 24m")
                .contains("--allow-different-conditions");
    }

    @Test
    void allowDifferentConditionsListsTheDifferencesAndCompares() {
        Path other = RealRuns.naiveOutOfMemoryComparedWithSmall().dir();

        Cli cli = compare(small.toString(), other.toString(), "--allow-different-conditions");

        assertThat(cli.exitCode()).as("stderr: %s", cli.err()).isZero();
        assertThat(cli.out())
                .contains("Different conditions (compared anyway): orders 2000 vs 1000000")
                .contains("heap 512m vs 24m")
                .contains("iterator")
                .contains("not comparable");
    }

    @Test
    void somethingThatIsNotARunIsRefusedWithExit2NamingIt() throws Exception {
        Path notARun = Files.createDirectories(RealRuns.workDir("compare-empty-"));

        Cli cli = compare(small.toString(), notARun.toString());

        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err())
                .contains("CURRENT '" + notARun + "' is a directory without a results.json (not a run directory, or a "
                        + "run that wrote no results)");
    }

    @Test
    void aRunWithABaselineUnderOtherConditionsIsRefusedBeforeAnythingStarts() {
        Path output = RealRuns.workDir("compare-refused-").resolve("out");
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = BenchmarkMain.execute(
                new String[] {"--baseline=" + small.getParent(), "--orders=3000", "--heap=256m", "--output=" + output},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("measured under different conditions")
                .contains("orders 2000 vs 3000")
                .contains("heap 512m vs 256m")
                .contains("--allow-different-conditions");
        assertThat(output).doesNotExist();
    }

    @Test
    void aBaselineThatCannotBeReadIsRefusedBeforeAnythingStarts() {
        Path output = RealRuns.workDir("compare-unreadable-").resolve("out");
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = BenchmarkMain.execute(
                new String[] {"--baseline=" + output.resolveSibling("nothing-here"), "--output=" + output},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("--baseline '")
                .contains("/nothing-here'")
                .contains("does not exist (expected a run directory or its results.json)");
        assertThat(output).doesNotExist();
    }
}
