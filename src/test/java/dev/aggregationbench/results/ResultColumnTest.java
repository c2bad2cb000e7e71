package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The Result column never calls a row exact whose JVMs ended ok but gave aggregations up. Rendered from the committed
 * deadline and fail-fast runs (issue 24): each JVM's fan-out counted what met the deadline, what timed out, what
 * failed and what was cancelled, and the column sums them over the row's JVMs. A plain fan-out, where every
 * aggregation was checked, still reads "exact 3/3".
 */
class ResultColumnTest {

    private static VariantResults row(String run, String variant) {
        return ResultsFiles.read(Path.of("docs/results", run)).variants().stream()
                .filter(v -> v.variant().equals(variant))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aDeadlineRunCountsTheAggregationsThatTimedOut() {
        VariantResults pool = row("2026-11-28-deadlines", "iterator");

        assertThat(CompactResults.result(pool))
                .as("50 of each JVM's 1,000 met the deadline, 950 timed out")
                .isEqualTo("3/3 ok: 150 exact, 2,850 timed out");
        assertThat(CompactResults.result(row("2026-11-28-deadlines", "async")))
                .isEqualTo("3/3 ok: 0 exact, 3,000 timed out");
        assertThat(ResultsTable.result(pool)).isEqualTo("ok (3/3)\n150 exact, 2,850 timed out");
    }

    @Test
    void aFailFastRunCountsTheFailedAndTheCancelled() {
        assertThat(CompactResults.result(row("2026-11-28-fail-fast", "naive")))
                .as("each JVM: 1 failed, 901 cancelled, 98 exact")
                .isEqualTo("3/3 ok: 294 exact, 3 failed, 2,703 cancelled");
    }

    @Test
    void aRowWhoseEveryAggregationWasCheckedIsExact() {
        assertThat(CompactResults.result(row("2026-11-28-deadlines", "transport")))
                .as("the transport row has no deadline")
                .isEqualTo("exact 3/3");
        assertThat(CompactResults.result(row("2026-11-23-fan-out", "virtual-threads")))
                .isEqualTo("exact 3/3");
        assertThat(CompactResults.text(ResultsFiles.read(Path.of("docs/results/2026-11-28-deadlines")), 120, null)
                        .lines())
                .as("the compact output still fits 120 columns")
                .allSatisfy(line -> assertThat(TextWrap.columns(line)).isLessThanOrEqualTo(120));
    }
}
