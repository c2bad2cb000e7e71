package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class FigureSummaryTest {

    @Test
    void medianSpreadAndStudentT95PercentIntervalOfTheMean() {
        FigureSummary s = FigureSummary.of(List.of(3.0, 1.0, 2.0));

        assertThat(s.median()).isEqualTo(2.0);
        assertThat(s.min()).isEqualTo(1.0);
        assertThat(s.max()).isEqualTo(3.0);
        // mean 2, sd 1, t(0.975, df=2) = 4.3027: half-width 4.3027 / sqrt(3) = 2.4841
        assertThat(s.ciLow()).isCloseTo(2 - 2.4841, within(1e-3));
        assertThat(s.ciHigh()).isCloseTo(2 + 2.4841, within(1e-3));
        assertThat(s.n()).isEqualTo(3);
    }

    @Test
    void noConfidenceIntervalBelowThreeValues() {
        FigureSummary s = FigureSummary.of(List.of(1.0, 2.0));
        assertThat(s.median()).isEqualTo(1.5);
        assertThat(s.ciLow()).isNull();
        assertThat(s.ciHigh()).isNull();
    }

    @Test
    void missingValuesAreCountedNotTreatedAsZero() {
        FigureSummary s = FigureSummary.of(Arrays.asList(null, 10.0, null));
        assertThat(s.median()).isEqualTo(10.0);
        assertThat(s.min()).isEqualTo(10.0);
        assertThat(s.n()).isEqualTo(1);
        assertThat(s.missing()).isEqualTo(2);
        FigureSummary none = FigureSummary.of(Arrays.asList(null, null));
        assertThat(none.median()).isNull();
        assertThat(none.missing()).isEqualTo(2);
    }

    @Test
    void overlapUsesConfidenceIntervalsWhenBothHaveThemElseRanges() {
        FigureSummary a = FigureSummary.of(List.of(1.0, 1.1, 1.2));
        FigureSummary b = FigureSummary.of(List.of(1.15, 1.25, 1.35));
        FigureSummary far = FigureSummary.of(List.of(5.0, 5.1, 5.2));
        assertThat(a.overlaps(b)).isTrue();
        assertThat(a.overlaps(far)).isFalse();
        assertThat(FigureSummary.of(List.of(1.0, 2.0)).overlaps(FigureSummary.of(List.of(2.5, 3.0))))
                .isFalse();
        assertThat(FigureSummary.of(List.of(1.0, 2.6)).overlaps(FigureSummary.of(List.of(2.5, 3.0))))
                .isTrue();
    }
}
