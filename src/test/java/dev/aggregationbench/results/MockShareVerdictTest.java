package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The mock's share against the 20% goal: a share measured from CPU time in 10 ms ticks is known to within one tick
 * over the pass, and a share that close to the goal is called neither way (the run of 2026-11-26: 20.1% ± 2.1).
 */
class MockShareVerdictTest {

    @Test
    void aShareAboveTheGoalByMoreThanItsResolutionIsMore() {
        assertThat(MockShareText.verdict(0.36, 0.02)).contains("MORE than the 20% goal, by 16 points");
    }

    @Test
    void aShareWithinItsResolutionOfTheGoalIsNotResolved() {
        assertThat(MockShareText.verdict(0.2008, 0.021)).contains("at the 20% goal: not resolved");
        assertThat(MockShareText.verdict(0.19, 0.021)).contains("not resolved");
    }

    @Test
    void aShareBelowTheGoalByMoreThanItsResolutionIsWithin() {
        assertThat(MockShareText.verdict(0.15, 0.021)).isEqualTo(" (within the 20% goal).");
        assertThat(MockShareText.verdict(0.20, 0)).as("an estimate has no tick").isEqualTo(" (within the 20% goal).");
    }

    @Test
    void aShareMeasuredToTheNanosecondJustAboveTheGoalSaysByHowMuch() {
        assertThat(MockShareText.verdict(0.203, 0)).contains("MORE than the 20% goal, by 0.3 points");
    }
}
