package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The line a run ends with, made from a committed run's results.json: the same line that run printed. */
class RunTimeLineTest {

    private static final Path RUN = Path.of("docs/results/2026-11-26-headline-afternoon");

    @Test
    void aCommittedRunsResultsGiveTheLineItPrinted() throws Exception {
        String printed = Files.readAllLines(RUN.resolve("stderr-tail.txt")).stream()
                .dropWhile(line -> !line.startsWith("benchmark.sh: the run took"))
                .takeWhile(line -> line.startsWith("benchmark.sh: the run took") || line.startsWith("  "))
                .map(String::strip)
                .reduce((a, b) -> a + " " + b)
                .orElseThrow();

        assertThat(RunTimeLine.of(ResultsFiles.read(RUN)))
                .isEqualTo(printed)
                .contains("24 JVMs, 24 of them steady")
                .contains("the JIT compiler threads used 89.1 s of CPU until the warm-ups ended (24 JVMs");
    }
}
