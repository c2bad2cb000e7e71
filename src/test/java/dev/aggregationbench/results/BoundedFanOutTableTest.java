package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The bounded and unbounded table, from the committed fan-out run (real results.json, written before bounds
 * existed): absent from a run that neither bounded its fan-out nor limited its API; with a sweep of bounds, a row
 * per variant, K and bound that was measured, the figures the run did not record "n/a".
 */
class BoundedFanOutTableTest {

    private static final RunResults COMMITTED = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));

    @Test
    void aRunWithoutBoundsOrALimitedApiHasNoBoundedTable() {
        assertThat(ScenarioTable.text(COMMITTED)).doesNotContain(BoundedFanOutTable.TITLE);
        assertThat(BoundedFanOutTable.compact(COMMITTED)).isEmpty();
    }

    @Test
    void aSweepOfBoundsShowsARowPerMeasuredBoundAndNaForWhatWasNotRecorded() {
        RunResults swept = withOptions(
                COMMITTED,
                COMMITTED.options().with(Knob.MAX_IN_FLIGHT, "none,50").with(Knob.API_MAX_IN_FLIGHT, "50"));

        String table = ScenarioTable.text(swept);

        assertThat(table).contains(BoundedFanOutTable.TITLE + " the API admits 50 at once.");
        assertThat(table).contains("| virtual-threads | 1000 | none | 415 (366-452) |");
        assertThat(table).contains("| iterator | 1000 | none | 49.1 (49.0-49.1) |");
        assertThat(table).as("no fan-out of the run was bounded").doesNotContain("| 1000 | 50 |");
        assertThat(table).contains("| n/a | n/a |");
        assertThat(table)
                .as("the main table keeps the unbounded rows")
                .contains("| iterator | 1000 | 49.1 (49.0-49.1) | 491 (490-491) |");
    }

    @Test
    void aRunWithOnlyABoundedFormKeepsItsThreadsAndMemoryInTheMainTable() {
        RunResults boundedOnly = ResultsFiles.read(Path.of("docs/results/2026-11-28-scale-100k"));

        String table = ScenarioTable.text(boundedOnly);

        assertThat(table).contains(BoundedFanOutTable.TITLE);
        assertThat(table)
                .as("the fan-out table reads the bounded form where no unbounded one ran, and says its bound")
                .containsPattern("\\| virtual-threads \\| 100000 \\(M 1000\\) \\| [0-9,]+ \\(");
        assertThat(String.join("\n", CompactScenarioTable.lines(boundedOnly, 120)))
                .containsPattern("virtual-threads +100000 \\(M 1000\\) +[0-9,]+ ");
    }

    private static RunResults withOptions(RunResults r, dev.aggregationbench.run.RunOptions options) {
        return new RunResults(
                r.schemaVersion(),
                r.runId(),
                r.startedAt(),
                r.finishedAt(),
                options,
                r.conditions(),
                r.variants(),
                r.ranking(),
                r.succeeded(),
                r.failureReason(),
                r.wallTimeMillis(),
                r.status(),
                r.partial(),
                r.mockShare());
    }
}
