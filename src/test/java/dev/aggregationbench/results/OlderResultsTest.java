package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.run.RunOptions;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A results.json written before a knob existed still reads (compare and --baseline take older runs): the knobs it
 * does not name take their defaults, the ones it names keep its values.
 */
class OlderResultsTest {

    @Test
    void theCommittedRunOfTheFirstDayReadsWithTodaysDefaultsForNewerKnobs() {
        RunResults old = ResultsFiles.read(Path.of("docs/results/2026-11-23-polyglot-process"));

        assertThat(old.options().orders()).isEqualTo(500_000);
        assertThat(old.options().repetitions()).isEqualTo(3);
        assertThat(old.options().workPerOrderMicros())
                .isEqualTo(RunOptions.defaults().workPerOrderMicros());
        assertThat(old.options().scenario()).isEqualTo(RunOptions.defaults().scenario());
        assertThat(old.variants()).isNotEmpty();
        assertThat(old.variants()
                        .getFirst()
                        .repetitions()
                        .getFirst()
                        .measuredPass()
                        .time()
                        .durationNanos())
                .as("a pass's duration, called wallTimeNanos in documents of that day")
                .isPositive();
    }

    @Test
    void aRunWrittenBeforeTheMockCapacityReadsNotMeasuredAndMarksNoRow() {
        RunResults old = ResultsFiles.read(Path.of("docs/results/2026-11-23-polyglot-process"));

        assertThat(old.conditions().mockCapacity()).isNull();
        assertThat(old.conditions().mockCapacityMethod()).isNull();
        assertThat(old.variants()).allSatisfy(v -> assertThat(v.pageRates()).isNull());
        assertThat(ResultsTable.text(old))
                .contains("Mock capacity: n/a (not measured in this run).")
                .doesNotContain(MockBound.LABEL);
    }

    @Test
    void aRunWrittenBeforeTheWaitForAnswersWasMeasuredEstimatesTheMocksShareAndShowsTheWaitAsNotMeasured() {
        RunResults old = ResultsFiles.read(Path.of("docs/results/2026-11-23-sequential-500k"));

        assertThat(old.variants())
                .allSatisfy(v -> assertThat(v.repetitions())
                        .allSatisfy(r -> assertThat(r.measuredPass().time().responseWaitNanos())
                                .isNull()));
        assertThat(ResultsTable.text(old))
                .contains("In send", "n/a")
                .contains("of the fastest variant (iterator, 0.362 s): estimated, a lower bound")
                .doesNotContain("idle");
    }
}
