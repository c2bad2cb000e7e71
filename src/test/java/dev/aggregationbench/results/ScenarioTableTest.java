package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The scenario tables, rendered from the committed runs under docs/results (real results.json files, not fixtures):
 * what the docs quote must be what the table prints.
 */
class ScenarioTableTest {

    @Test
    void pipelinedBoundsAreSecondsWithTwoDecimalsBesideTheMeasuredTime() {
        RunResults run = ResultsFiles.read(Path.of("docs/results/2026-11-23-pipelined"));

        String table = ScenarioTable.text(run);

        // 50 pages x (20 ms latency + 1,000 orders x 20 us) = 2.00 s; 50 pages x max(20 ms, 20 ms) = 1.00 s
        assertThat(table).contains("| naive | 2.24 (2.23-2.33) | 2.00 (2.00-2.00) | 1.00 (1.00-1.00) |");
        assertThat(table).contains("| virtual-threads | 1.21 (1.21-1.23) | 2.00 (2.00-2.00) | 1.00 (1.00-1.00) |");
    }

    @Test
    void fanOutRowsShowThePoolLimitOfTheBlockingStyles() {
        RunResults run = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));

        String table = ScenarioTable.text(run);

        assertThat(table).contains("| iterator | 1000 | 49.1 (49.0-49.1) | 491 (490-491) |");
        assertThat(table).contains("| virtual-threads | 1000 | 415 (366-452) | 4,151 (3,660-4,517) |");
    }
}
