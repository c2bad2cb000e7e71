package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The deadlines table, from the committed fan-out run (real results.json, written before deadlines existed): absent
 * without a deadline, and without rows when no fan-out of the run recorded one (nothing is shown as 0).
 */
class DeadlineFanOutTableTest {

    private static final RunResults COMMITTED = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));

    @Test
    void aRunWithoutADeadlineHasNoDeadlinesTable() {
        assertThat(ScenarioTable.text(COMMITTED)).doesNotContain(DeadlineFanOutTable.TITLE);
        assertThat(DeadlineFanOutTable.compact(COMMITTED)).isEmpty();
    }

    @Test
    void fanOutsThatRecordedNoDeadlineGiveNoRows() {
        RunResults deadlined = new RunResults(
                COMMITTED.schemaVersion(),
                COMMITTED.runId(),
                COMMITTED.startedAt(),
                COMMITTED.finishedAt(),
                COMMITTED.options().with(Knob.DEADLINE_MILLIS, "500"),
                COMMITTED.conditions(),
                COMMITTED.variants(),
                COMMITTED.ranking(),
                COMMITTED.succeeded(),
                COMMITTED.failureReason(),
                COMMITTED.wallTimeMillis(),
                COMMITTED.status(),
                COMMITTED.partial(),
                COMMITTED.mockShare());

        assertThat(DeadlineFanOutTable.lines(deadlined))
                .containsExactly(
                        "",
                        DeadlineFanOutTable.TITLE,
                        "| Variant | K | D ms | Met | Timed out | Requests after |\n|---|---|---|---|---|---|");
    }
}
