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
                variant("transport", 1.0, 1.0, 1.0),
                variant("binding", 2.6, 2.7, 2.8)));

        assertThat(line)
                .startsWith("Ranking by median duration, fastest first: stream 2.100 s ≈ iterator 2.150 s "
                        + "< naive 3.100 s.")
                .contains("95% confidence intervals")
                .doesNotContain("transport")
                .doesNotContain("binding");
    }

    /**
     * Two JVMs each whose ranges do not overlap (0.120-0.130 s against 0.131-0.140 s): two samples from one
     * distribution give that one time in three, and Welch's t-test does not tell these apart (p ≈ 0.26).
     */
    @Test
    void twoJvmsEachWithRangesThatDoNotOverlapAreNotOrderedWhenTheTestCannotSeparateThem() {
        List<VariantResults> variants = List.of(variant("reactor", 0.120, 0.130), variant("iterator", 0.131, 0.140));

        String line = Ranking.of(variants);
        assertThat(line)
                .startsWith("Ranking by median duration, fastest first: reactor 0.125 s ≈ iterator 0.136 s.")
                .contains("min-max ranges", "Welch's t-test");
        assertThat(line.substring(0, line.indexOf(". ("))).doesNotContain("<");
        assertThat(RunSummary.time(variants))
                .isEqualTo("Time: no clear difference between reactor, iterator (0.125–0.136 s).");
    }

    @Test
    void twoJvmsEachFarApartAreOrdered() {
        List<VariantResults> variants = List.of(variant("naive", 1.48, 1.50), variant("stream", 0.47, 0.48));

        assertThat(Ranking.of(variants))
                .startsWith("Ranking by median duration, fastest first: stream 0.475 s < naive");
        assertThat(RunSummary.time(variants)).isEqualTo("Time: stream fastest (0.475 s); naive slower (1.490 s).");
    }

    @Test
    void withOneRepetitionItClaimsNoDifferenceAgainstNoise() {
        String line = Ranking.of(List.of(variant("naive", 3.0), variant("stream", 2.0)));

        assertThat(RunSummary.time(List.of(variant("naive", 3.0), variant("stream", 2.0))))
                .startsWith("Time: one JVM for some variant, so no order can be told from noise");
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
