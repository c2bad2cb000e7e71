package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RankingTest {

    private static VariantResults variant(String id, Double... durationsSeconds) {
        List<Double> nanos =
                java.util.Arrays.stream(durationsSeconds).map(s -> s * 1e9).toList();
        return new VariantResults(
                id, id, RepetitionStatus.OK, List.of(), Map.of(Figure.DURATION_NANOS, FigureSummary.of(nanos)), null);
    }

    @Test
    void ordersByMedianAndMarksOverlappingIntervalsAsNotResolved() {
        String line = Ranking.of(List.of(
                variant("naive", 3.0, 3.1, 3.2),
                variant("stream", 2.0, 2.1, 2.2),
                variant("iterator", 2.05, 2.15, 2.25),
                variant("transport", 1.0, 1.0, 1.0)));

        assertThat(line)
                .startsWith("Ranking by median duration, fastest first: stream 2.100 s ≈ iterator 2.150 s "
                        + "< naive 3.100 s.")
                .contains("95% confidence intervals")
                .doesNotContain("transport");
    }

    @Test
    void withOneRepetitionItClaimsNoDifferenceAgainstNoise() {
        String line = Ranking.of(List.of(variant("naive", 3.0), variant("stream", 2.0)));

        assertThat(line)
                .contains("stream 2.000 s, naive 3.000 s")
                .doesNotContain(" < ")
                .doesNotContain(" ≈ ")
                .contains("without a spread no difference can be told apart from noise");
    }

    @Test
    void failedVariantsAreLeftOutOfTheRanking() {
        VariantResults failed = new VariantResults(
                "async",
                "async",
                RepetitionStatus.OUT_OF_MEMORY,
                List.of(),
                Map.of(Figure.DURATION_NANOS, FigureSummary.of(List.of())),
                null);
        assertThat(Ranking.of(List.of(failed))).isEqualTo("No variant completed: nothing to rank.");
    }
}
