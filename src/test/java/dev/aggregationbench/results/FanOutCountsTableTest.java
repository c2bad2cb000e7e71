package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The deadlines and fail-fast tables, from the committed fan-out run (real results.json, written before either
 * existed): absent without a deadline or fail-fast, and without rows when no fan-out of the run recorded one
 * (nothing is shown as 0).
 */
class FanOutCountsTableTest {

    private static final RunResults COMMITTED = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));

    @Test
    void aRunWithoutADeadlineHasNoDeadlinesTable() {
        assertThat(ScenarioTable.text(COMMITTED)).doesNotContain(FanOutCountsTable.DEADLINES.title());
        assertThat(FanOutCountsTable.DEADLINES.compact(COMMITTED)).isEmpty();
        assertThat(ScenarioTable.text(COMMITTED)).doesNotContain(FanOutCountsTable.FAIL_FAST.title());
        assertThat(FanOutCountsTable.FAIL_FAST.compact(COMMITTED)).isEmpty();
    }

    @Test
    void fanOutsThatRecordedNoDeadlineGiveNoRows() {
        assertThat(FanOutCountsTable.DEADLINES.lines(with(Knob.DEADLINE_MILLIS, "500")))
                .containsExactly(
                        "",
                        FanOutCountsTable.DEADLINES.title(),
                        "| Variant | K | D ms | Met | Timed out | Requests after |\n|---|---|---|---|---|---|");
    }

    @Test
    void fanOutsThatRecordedNoFailFastGiveNoRows() {
        assertThat(FanOutCountsTable.FAIL_FAST.lines(with(Knob.FAIL_FAST, Knob.ON)))
                .containsExactly(
                        "",
                        FanOutCountsTable.FAIL_FAST.title(),
                        "| Variant | K | Failed | Cancelled | Requests after | Quiet after ms |\n|---|---|---|---|---|---|");
    }

    /** The committed run as if it had been run with {@code knob=value} (its fan-outs unchanged). */
    private static RunResults with(Knob knob, String value) {
        return new RunResults(
                COMMITTED.schemaVersion(),
                COMMITTED.runId(),
                COMMITTED.startedAt(),
                COMMITTED.finishedAt(),
                COMMITTED.options().with(knob, value),
                COMMITTED.conditions(),
                COMMITTED.variants(),
                COMMITTED.ranking(),
                COMMITTED.succeeded(),
                COMMITTED.failureReason(),
                COMMITTED.wallTimeMillis(),
                COMMITTED.status(),
                COMMITTED.partial(),
                COMMITTED.mockShare());
    }
}
