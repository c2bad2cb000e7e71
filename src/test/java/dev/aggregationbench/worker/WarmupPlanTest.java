package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WarmupPass;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The steady-state rule on recorded passes: two quiet passes in a row, within the caps. */
class WarmupPlanTest {

    private static final WarmupPlan AUTO = new WarmupPlan(null, 20, 10, 60);

    @Test
    void autoGoesOnUntilTwoQuietPassesInARowAndAnIsolatedQuietPassIsNotEnough() {
        List<WarmupPass> done = new ArrayList<>();
        for (long compilationMillis : new long[] {900, 300, 15, 400, 12}) {
            done.add(pass(done.size() + 1, compilationMillis));
            assertThat(AUTO.another(done, 0)).as("after %s", compilationMillis).isTrue();
        }
        done.add(pass(6, 20)); // at the threshold counts as quiet
        assertThat(AUTO.another(done, 0)).isFalse();
        assertThat(AUTO.result(done, 5, null).steady()).isTrue();
        assertThat(AUTO.result(done, 5, null).passesUsed()).isEqualTo(6);
        assertThat(AUTO.result(done, 5, null).note()).startsWith("steady");
    }

    @Test
    void autoStopsNotSteadyAtEitherCap() {
        List<WarmupPass> done = new ArrayList<>();
        for (int n = 1; n <= 10; n++) {
            assertThat(AUTO.another(done, 0)).isTrue();
            done.add(pass(n, 500));
        }
        assertThat(AUTO.another(done, 0)).isFalse();
        assertThat(AUTO.result(done, 0, null).steady()).isFalse();
        assertThat(AUTO.result(done, 0, null).note()).contains("cap of 10 passes");

        List<WarmupPass> one = List.of(pass(1, 500));
        assertThat(AUTO.another(one, 60_000_000_000L)).isFalse();
        assertThat(AUTO.result(one, 60_000_000_000L, null).note()).contains("cap of 60 s");
    }

    /**
     * A pinned fan-out on JDK 21 (2,000 pages of 20 ms on one carrier: ~40 s a pass): the cap in seconds stops the
     * warm-up after one pass, because a second would end at 80 s; checked only against the elapsed time, it ran two.
     */
    @Test
    void aLongPassIsWarmedUpOnceWhenTheNextWouldEndPastTheCapInSeconds() {
        long fortySeconds = 40_000_000_000L;
        List<WarmupPass> done = new ArrayList<>();
        assertThat(AUTO.another(done, 0)).isTrue();
        done.add(pass(1, 500, fortySeconds));

        assertThat(AUTO.another(done, fortySeconds)).isFalse();
        assertThat(AUTO.result(done, fortySeconds, null).steady()).isFalse();
        assertThat(AUTO.result(done, fortySeconds, null).note())
                .isEqualTo(
                        "not steady: cut short by the cap of 60 s: one more pass of 40.0 s would have ended past it");

        List<WarmupPass> short2 = List.of(pass(1, 500, 2_000_000_000L));
        assertThat(AUTO.another(short2, 2_000_000_000L))
                .as("a 2 s pass goes on")
                .isTrue();
    }

    @Test
    void fixedRunsExactlyNPassesAndStillSaysWhetherTheJitWasQuiet() {
        WarmupPlan fixed = new WarmupPlan(3, 20, 10, 60);
        List<WarmupPass> done = new ArrayList<>(List.of(pass(1, 0), pass(2, 0)));
        assertThat(fixed.another(done, 0))
                .as("steady, but three were asked for")
                .isTrue();
        done.add(pass(3, 0));
        assertThat(fixed.another(done, 0)).isFalse();
        assertThat(fixed.result(done, 0, null).mode()).isEqualTo("fixed");
        assertThat(fixed.result(done, 0, null).steady()).isTrue();
        assertThat(new WarmupPlan(0, 20, 10, 60).another(List.of(), 0)).isFalse();
    }

    @Test
    void withoutCompilationTimeTheRuleCannotDecide() {
        List<WarmupPass> done = List.of(new WarmupPass(1, Outcome.OK, true, 1, 1L, 1L, 1L, null, null));
        assertThat(AUTO.result(done, 0, null).steady()).isNull();
        assertThat(AUTO.another(done, 0)).as("runs on to the cap").isTrue();
    }

    @Test
    void parsesAutoOrACount() {
        assertThat(WarmupPlan.parseFixedPasses("auto")).isNull();
        assertThat(WarmupPlan.parseFixedPasses("AUTO")).isNull();
        assertThat(WarmupPlan.parseFixedPasses("7")).isEqualTo(7);
        assertThatThrownBy(() -> WarmupPlan.parseFixedPasses("-1"))
                .hasMessageContaining("must be auto or 0..100 passes, was '-1'");
        assertThatThrownBy(() -> WarmupPlan.parseFixedPasses("x")).hasMessageContaining("'x'");
    }

    private static WarmupPass pass(int number, long compilationMillis) {
        return pass(number, compilationMillis, 1_000_000);
    }

    private static WarmupPass pass(int number, long compilationMillis, long durationNanos) {
        return new WarmupPass(
                number,
                Outcome.OK,
                true,
                durationNanos,
                1_000_000L,
                1000L,
                10L,
                compilationMillis,
                compilationMillis <= 20);
    }
}
