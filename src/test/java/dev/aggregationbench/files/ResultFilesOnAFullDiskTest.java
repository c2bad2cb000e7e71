package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.support.SmallDisk;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Result files on a really full disk (a small tmpfs, filled): a write that cannot complete leaves the previous,
 * complete version of the file in place, no temporary file behind, and says which file it could not write and
 * why. The documents are the committed results of a real run (docs/results).
 */
class ResultFilesOnAFullDiskTest {

    private static final Path COMMITTED_RUN = Path.of("docs/results/2026-11-23-polyglot-process");
    /** A larger document than {@link #COMMITTED_RUN}'s: rewriting in place cannot fit into the space it frees. */
    private static final Path LARGER_RUN = Path.of("docs/results/2026-11-23-polyglot-docker");

    private SmallDisk disk;

    @BeforeEach
    void mount() throws Exception {
        disk = SmallDisk.mount("8m");
    }

    @AfterEach
    void unmount() throws Exception {
        if (disk != null) {
            disk.close();
        }
    }

    @Test
    void resultsJsonCsvAndSummaryKeepTheirCompleteVersionWhenTheDiskIsFull() throws Exception {
        RunResults results = committed(COMMITTED_RUN);
        Path run = Files.createDirectories(disk.dir().resolve("run"));
        ResultsFiles.write(results, run);
        Map<String, byte[]> complete = contents(run);
        assertThat(complete).containsOnlyKeys("results.json", "results.csv", "summary.md");

        disk.fill();

        RunResults larger = committed(LARGER_RUN);
        assertThat(ResultsFiles.json(larger).length())
                .isGreaterThan(ResultsFiles.json(results).length());
        assertThatThrownBy(() -> ResultsFiles.write(larger, run))
                .hasMessageContaining("results.json")
                .hasMessageContaining("No space left on device");
        assertThat(contents(run))
                .as("files after the failed write")
                .containsOnlyKeys(complete.keySet())
                .allSatisfy((name, bytes) -> assertThat(bytes).as(name).isEqualTo(complete.get(name)));
    }

    @Test
    void aWorkerDocumentThatCannotBeWrittenLeavesNoFileAndNamesItself() throws Exception {
        WorkerResult document = WorkerResultJson.read(COMMITTED_RUN.resolve("jvms/naive-1.json"));
        Path file = disk.dir().resolve("naive-1.json");
        disk.fill();

        assertThatThrownBy(() -> WorkerResultJson.write(document, file))
                .hasMessageContaining("naive-1.json")
                .hasMessageContaining("No space left on device");
        assertThat(Files.exists(file))
                .as("a half-written " + file.getFileName() + " exists")
                .isFalse();
        assertThat(contents(disk.dir())).as("what is left on the disk").containsOnlyKeys("filler.bin");
    }

    @Test
    void aReportThatCannotBeWrittenKeepsThePreviousOne() throws Exception {
        RunResults results = committed(COMMITTED_RUN);
        Path report = HtmlReport.write(results, disk.dir());
        byte[] complete = Files.readAllBytes(report);
        disk.fill();

        assertThatThrownBy(() -> HtmlReport.write(committed(LARGER_RUN), disk.dir()))
                .hasMessageContaining("report.html")
                .hasMessageContaining("No space left on device");
        assertThat(Files.readAllBytes(report)).isEqualTo(complete);
        assertThat(contents(disk.dir())).containsOnlyKeys("filler.bin", "report.html");
    }

    /** A committed run's results.json, read as {@code compare} reads it (knobs added since take their defaults). */
    private RunResults committed(Path run) {
        return ResultsFiles.read(run);
    }

    private static Map<String, byte[]> contents(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> regular = files.filter(Files::isRegularFile).toList();
            return regular.stream()
                    .collect(Collectors.toMap(p -> p.getFileName().toString(), Function.identity()))
                    .entrySet()
                    .stream()
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> read(e.getValue())));
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
