package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.compare.MatrixComparison;
import dev.aggregationbench.results.ResultsCsv;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.Matrix;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * matrix.csv, written from the cells of a committed matrix run (docs/results, six cells: JDK 21 and 25 by G1, ZGC and
 * Parallel): one file with every cell's results.csv rows, each led by the cell, its workers' exact JDK (the same as
 * matrix.json's) and its client, the other columns those of results.csv, read from the same figure registry.
 */
class MatrixCsvTest {

    private static final Path COMMITTED = Path.of("docs/results/2026-11-28-sequential-jdk-gc-matrix");

    @Test
    void everyCellsResultsCsvRowsAreInOneFileLedByTheCellItsJdkAndClient(@TempDir Path dir) throws Exception {
        JsonNode matrix = JsonMapper.builder()
                .build()
                .readTree(COMMITTED.resolve("matrix.json").toFile());
        List<MatrixIndex.Entry> entries = new ArrayList<>();
        List<MatrixComparison.Cell> cells = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        String resultsHeader = null;
        for (JsonNode c : matrix.get("cells")) {
            String name = c.get("name").asString();
            RunResults results =
                    ResultsFiles.read(COMMITTED.resolve(c.get("directory").asString()));
            List<Matrix.Coordinate> coordinates = new ArrayList<>();
            c.get("coordinates")
                    .properties()
                    .forEach(e -> coordinates.add(
                            new Matrix.Coordinate(e.getKey(), e.getValue().asString())));
            entries.add(new MatrixIndex.Entry(new Matrix.Cell(name, coordinates, results.options()), name));
            cells.add(new MatrixComparison.Cell(name, name, results, results.succeeded(), results.failureReason()));
            StringWriter own = new StringWriter();
            ResultsCsv.write(results, own);
            List<String> lines = own.toString().lines().toList();
            resultsHeader = lines.getFirst();
            String jdk = c.get("jdk").asString();
            lines.subList(1, lines.size())
                    .forEach(line -> expected.add(
                            name + "," + jdk + "," + results.options().client() + "," + line));
        }

        MatrixIndex.write(List.of("jdk", "gc"), entries, MatrixComparison.of(cells), dir);

        String csv = Files.readString(dir.resolve(MatrixIndex.MATRIX_CSV));
        List<String> lines = csv.lines().toList();
        assertThat(lines.getFirst()).isEqualTo("cell,jdk,client," + resultsHeader);
        assertThat(lines.subList(1, lines.size())).containsExactlyElementsOf(expected);
        List<CSVRecord> records = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .get()
                .parse(new StringReader(csv))
                .getRecords();
        assertThat(records)
                .as("six cells, eight rows (transport, binding and the six styles), three JVMs each")
                .hasSize(6 * 8 * 3);
        assertThat(records)
                .filteredOn(r -> r.get("cell").equals("jdk21-ZGC"))
                .allSatisfy(r -> {
                    assertThat(r.get("jdk")).isEqualTo("Eclipse Adoptium 21.0.8+9-LTS");
                    assertThat(r.get("gc")).isEqualTo("ZGC");
                    assertThat(r.get("client")).isEqualTo("jdk");
                    assertThat(Double.parseDouble(r.get("durationNanos"))).isPositive();
                })
                .hasSize(8 * 3);
    }
}
