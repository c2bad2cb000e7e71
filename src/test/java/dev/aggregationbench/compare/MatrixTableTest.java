package dev.aggregationbench.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The matrix table on a committed run (sequential, 500,000 orders, 3 fresh JVMs per variant) as its reference cell,
 * against itself and against a copy in which iterator's durations are longer by half their median plus ten times
 * their range: the noise rule of {@code compare} resolves that one change and nothing else, and every line fits in
 * 120 columns, even with a cell name longer than the column.
 */
class MatrixTableTest {

    private static final Path RUN = Path.of("docs/results/2026-11-23-sequential-500k/results.json");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path tmp;

    @Test
    void onlyAChangeOutsideTheNoiseIsResolvedAndEveryLineFits() throws Exception {
        RunResults run = ResultsFiles.read(RUN);
        RunResults slower = ResultsFiles.read(iteratorMadeSlower(tmp.resolve("slower.json")));
        MatrixComparison matrix = MatrixComparison.of(List.of(
                new MatrixComparison.Cell("jdk21-G1", "jdk 21, gc G1", run, true, null),
                new MatrixComparison.Cell("jdk25-G1", "jdk 25, gc G1", run, true, null),
                new MatrixComparison.Cell(
                        "jdktemurin-25.0.3-a-very-long-home-Shenandoah",
                        "jdk /opt/x, gc Shenandoah",
                        slower,
                        true,
                        null),
                new MatrixComparison.Cell("jdk25-ZGC", "jdk 25, gc ZGC", null, false, "did not start: no JDK 25")));

        String table = MatrixTable.render(matrix);

        assertThat(table.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(MatrixTable.WIDTH));
        assertThat(table.lines().findFirst().orElseThrow()) // the headings are the figures' labels, one word per idea
                .startsWith("Variant")
                .contains(
                        Figure.DURATION_NANOS.definition().label(),
                        Figure.ALLOCATED_BYTES_PER_ORDER.definition().label(),
                        "Live set")
                .doesNotContain("Duration");
        List<RunComparison.Change> resolved = matrix.changes().stream()
                .filter(c -> c.verdict() == RunComparison.Verdict.REGRESSION
                        || c.verdict() == RunComparison.Verdict.IMPROVEMENT)
                .toList();
        assertThat(resolved).singleElement().satisfies(c -> {
            assertThat(c.variant()).isEqualTo("iterator");
            assertThat(c.figure()).isEqualTo(Figure.DURATION_NANOS);
            assertThat(c.verdict()).isEqualTo(RunComparison.Verdict.REGRESSION);
        });
        String iteratorInSlower = table.lines()
                .filter(l -> l.contains("jdktemurin"))
                .skip(2) // transport is left out: naive, stream, then iterator
                .findFirst()
                .orElseThrow();
        assertThat(iteratorInSlower).startsWith(" ").containsPattern("s {2,}\\+\\d+\\.\\d%");
        assertThat(table.lines().filter(l -> l.startsWith(" ") && l.contains("jdk25-G1")))
                .as("the same run: nothing resolved")
                .allSatisfy(l -> assertThat(l).contains(MatrixTable.NOT_RESOLVED));
        assertThat(table.lines().filter(l -> l.startsWith(" ") && l.contains("jdk25-ZGC")))
                .as("a cell that did not run: n/a, never 0")
                .allSatisfy(l -> assertThat(l).contains("n/a").doesNotContain(MatrixTable.NOT_RESOLVED));
        assertThat(table)
                .contains("jdktemurin-25.0.3-a-v…")
                .contains("iterator on jdktemurin-25.0.3-a-very-long-home-Shenandoah: time ")
                .contains("1 of 54 comparisons with the reference resolved a difference")
                .contains("jdk25-ZGC: did not run: did not start: no JDK 25")
                .doesNotContain("One JVM per variant");
    }

    /** A copy of the run in which iterator's measured durations are far slower than their own spread. */
    private static Path iteratorMadeSlower(Path target) throws Exception {
        JsonNode root = JSON.readTree(RUN.toFile());
        for (JsonNode variant : root.get("variants")) {
            if (!variant.get("variant").asString().equals("iterator")) {
                continue;
            }
            ObjectNode summary = (ObjectNode) variant.get("summary").get(Figure.DURATION_NANOS.id());
            double shift = 0.5 * summary.get("median").asDouble()
                    + 10 * (summary.get("max").asDouble() - summary.get("min").asDouble());
            for (String field : List.of("median", "min", "max", "mean", "ciLow", "ciHigh")) {
                summary.put(field, summary.get(field).asDouble() + shift);
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
}
