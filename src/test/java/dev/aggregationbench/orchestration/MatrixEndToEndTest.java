package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.compare.MatrixTable;
import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import dev.aggregationbench.support.ResultsSchema;
import dev.aggregationbench.support.TestJdks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A small matrix end to end through the real CLI: {@code --jdk=<JDK 21's home>,current --gc=G1,Parallel}, 2,000 orders,
 * one fresh JVM per variant, {@code --isolation=auto}. Four cells, each a whole run with its workers on its JDK and
 * collector (read back from the workers' own documents: runtime version, JVM flags), every pass exact; then
 * matrix.json, matrix.csv, summary.md and index.html beside them, and the matrix table on stdout within 120 columns.
 * With a JDK of the workers' own, auto picks process isolation for every cell, and the conditions say why. The mock of
 * every cell runs on the JDK running the CLI, as its conditions record.
 */
@IntegrationTest
class MatrixEndToEndTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> VARIANTS = List.of("transport", "iterator", "virtual-threads");

    @Test
    void everyCellRunsOnItsJdkAndCollectorExactlyAndTheMatrixFilesCompareThem() throws Exception {
        Jdk jdk21 = TestJdks.jdk21();
        Jdk current = Jdk.current();
        RealRuns.Run run = RealRuns.of(List.of(
                "--jdk=" + jdk21.home() + ",current",
                "--gc=G1,Parallel",
                "--orders=2000",
                "--repetitions=1",
                "--warmup=1",
                "--variants=iterator,virtual-threads"));
        assertThat(run.exitCode()).as("exit code; stderr:%n%s", run.err()).isZero();

        String jdk21Cell = "jdk" + jdk21.home().getFileName();
        Map<String, Jdk> jdkOf = Map.of(jdk21Cell, jdk21, "jdkcurrent", current);
        List<String> cells = new ArrayList<>();
        for (String jdk : List.of(jdk21Cell, "jdkcurrent")) {
            for (String gc : List.of("G1", "Parallel")) {
                String cell = jdk + "-" + gc;
                cells.add(cell);
                Path dir = run.dir().resolve(cell);
                assertThat(dir.resolve(HtmlReport.REPORT_HTML)).as(cell).isRegularFile();
                assertThat(ResultsSchema.violations(dir.resolve(ResultsFiles.RESULTS_JSON)))
                        .isEmpty();
                RunResults results = ResultsFiles.read(dir);
                assertThat(results.succeeded())
                        .as("%s: %s", cell, results.failureReason())
                        .isTrue();
                assertThat(results.options().gc().displayName()).isEqualTo(gc);
                assertThat(results.conditions().gc()).isEqualTo(gc);
                assertThat(results.conditions().isolation()).as(cell).isEqualTo("process");
                assertThat(results.conditions().mockJdk())
                        .as("%s: the mock runs on the java running the CLI, whatever the cell's JDK", cell)
                        .isEqualTo(current.vendor() + " " + current.version());
                assertThat(results.conditions().jdk())
                        .isEqualTo(
                                jdkOf.get(jdk).vendor() + " " + jdkOf.get(jdk).version());
                assertThat(results.variants())
                        .extracting(VariantResults::variant)
                        .containsExactlyElementsOf(VARIANTS);
                for (VariantResults v : results.variants()) {
                    for (Repetition r : v.repetitions()) {
                        assertThat(r.status()).as("%s %s", cell, v.variant()).isEqualTo(RepetitionStatus.OK);
                        assertThat(r.measuredPass().correct())
                                .as("%s %s exact", cell, v.variant())
                                .isTrue();
                        assertThat(r.worker().environment().javaRuntimeVersion())
                                .as("%s %s runs on its cell's JDK", cell, v.variant())
                                .isEqualTo(jdkOf.get(jdk).version());
                        assertThat(r.worker().environment().jvmInputArguments())
                                .contains(gc.equals("G1") ? "-XX:+UseG1GC" : "-XX:+UseParallelGC");
                    }
                }
            }
        }
        RunResults on21 = ResultsFiles.read(run.dir().resolve(cells.getFirst()));
        assertThat(on21.conditions().isolationDescription())
                .as("auto, with a JDK of the workers' own, says why it chose processes")
                .contains("auto runs it in processes");
        assertThat(on21.conditions().aotCache().note()).startsWith("JDK 21 has no AOT cache");

        JsonNode matrix =
                JSON.readTree(run.dir().resolve(MatrixIndex.MATRIX_JSON).toFile());
        assertThat(matrix.get("dimensions").toString()).isEqualTo("[\"jdk\",\"gc\"]");
        assertThat(matrix.get("reference").asString()).isEqualTo(cells.getFirst());
        List<String> names = new ArrayList<>();
        for (JsonNode cell : matrix.get("cells")) {
            names.add(cell.get("name").asString());
            assertThat(cell.get("succeeded").asBoolean()).isTrue();
            assertThat(cell.get("jdk").asString()).isNotBlank().doesNotStartWith("unknown");
            assertThat(cell.get("options").get("jdk").asString())
                    .isEqualTo(cell.get("coordinates").get("jdk").asString());
        }
        assertThat(names).containsExactlyElementsOf(cells);
        for (JsonNode variant : matrix.get("variants")) {
            assertThat(variant.get("cells")).hasSize(4);
            JsonNode other = variant.get("cells").get(3);
            assertThat(other.get("figures").get("durationNanos").get("median").asDouble())
                    .isPositive();
            assertThat(other.get("versusReference")
                            .get("durationNanos")
                            .get("verdict")
                            .asString())
                    .as("one JVM per cell resolves nothing")
                    .isEqualTo("not-resolved");
        }
        List<CSVRecord> rows = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .get()
                .parse(Files.newBufferedReader(run.dir().resolve(MatrixIndex.MATRIX_CSV)))
                .getRecords();
        assertThat(rows)
                .as("matrix.csv: a row per cell, variant and repetition")
                .hasSize(cells.size() * VARIANTS.size());
        for (CSVRecord row : rows) {
            String cell = row.get("cell");
            assertThat(cells).contains(cell);
            assertThat(row.get("gc")).isEqualTo(cell.substring(cell.lastIndexOf('-') + 1));
            assertThat(row.get("jdk"))
                    .isEqualTo(ResultsFiles.read(run.dir().resolve(cell))
                            .conditions()
                            .jdk());
            assertThat(row.get("status")).isEqualTo("ok");
            assertThat(Double.parseDouble(row.get("durationNanos"))).isPositive();
        }
        String summary = Files.readString(run.dir().resolve(ResultsFiles.SUMMARY_MD));
        String index = Files.readString(run.dir().resolve(MatrixIndex.INDEX_HTML));
        for (String cell : cells) {
            assertThat(summary).contains("](" + cell + "/report.html)");
            assertThat(index).contains("href=\"" + cell + "/report.html\"");
        }
        String table = run.out().substring(run.out().indexOf("== The matrix"));
        assertThat(table.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(MatrixTable.WIDTH));
        assertThat(table).contains(MatrixTable.NOT_RESOLVED, "One JVM per variant", cells.getFirst() + " (ref)");
    }
}
