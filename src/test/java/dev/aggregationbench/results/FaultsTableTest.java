package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The faults rows' cells on figures: counts per kind (medians, only the kinds met), "n/a" when not counted. */
class FaultsTableTest {

    @Test
    void countsShowTheMedianTotalWithItsSpreadThenEachKindMet() {
        List<ScenarioFigures> reps =
                List.of(faults(retries(3, 0, 0, 2)), faults(retries(4, 1, 0, 2)), faults(retries(3, 0, 0, 3)));

        assertThat(FaultsTable.counts(reps, ScenarioFigures::retriesByKind))
                .isEqualTo("6 (5-7): unavailable 3, malformed 2");
    }

    @Test
    void notCountedIsNotAvailableNeverZero() {
        assertThat(FaultsTable.counts(List.of(faults(null)), ScenarioFigures::retriesByKind))
                .isEqualTo("n/a");
        assertThat(FaultsTable.counts(List.of(faults(retries(0, 0, 0, 0))), ScenarioFigures::retriesByKind))
                .isEqualTo("0");
    }

    @Test
    void everyResultExactCountsTheRepetitionsWhoseResultWasExact() {
        VariantResults committed = ResultsFiles.read(Path.of("docs/results/2026-11-23-polyglot-process"))
                .variants()
                .get(1);
        Repetition ok = committed.repetitions().getFirst();
        Repetition wrong =
                new Repetition(2, RepetitionStatus.WRONG_RESULT, 3, false, "wrong", "console.log", null, null);

        assertThat(FaultsTable.exact(VariantResults.of("naive", "", List.of(ok, ok))))
                .isEqualTo("yes (2/2)");
        assertThat(FaultsTable.exact(VariantResults.of("naive", "", List.of(ok, wrong))))
                .isEqualTo("no (1/2 exact)");
        assertThat(FaultsTable.exact(VariantResults.of("naive", "", List.of(wrong))))
                .isEqualTo("n/a");
    }

    private static Map<String, Long> retries(long unavailable, long connection, long timeout, long malformed) {
        Map<String, Long> byKind = new LinkedHashMap<>();
        byKind.put("unavailable", unavailable);
        byKind.put("connection", connection);
        byKind.put("timeout", timeout);
        byKind.put("malformed", malformed);
        return byKind;
    }

    private static ScenarioFigures faults(Map<String, Long> retriesByKind) {
        Long total = retriesByKind == null
                ? null
                : retriesByKind.values().stream().mapToLong(Long::longValue).sum();
        return new ScenarioFigures("faults", null, 40, total, retriesByKind, null, null, null, null, null, null);
    }
}
