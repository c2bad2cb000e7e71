package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.ScenarioFigures;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.statistics.descriptive.Median;
import org.junit.jupiter.api.Test;

/**
 * The mock-bound mark on figures: the share of the capacity at the row's concurrency, the 80% threshold, "not
 * measured" kept apart from "not bound", and the rows of a committed run's real worker documents.
 */
class MockBoundTest {

    private static final RunResults COMMITTED = ResultsFiles.read(Path.of("docs/results/2026-11-23-polyglot-process"));

    @Test
    void aRowAtTheShareOrAboveIsMarkedAndOneJustBelowIsNot() {
        assertThat(MockBound.SHARE).isEqualTo(0.8);
        PageRate at = MockBound.pageRate(1, 800.0, 1000.0);
        assertThat(at.shareOfMockCapacity()).isCloseTo(0.8, within(1e-12));
        assertThat(at.mockBound()).isTrue();
        assertThat(MockBound.pageRate(1, 799.0, 1000.0).mockBound()).isFalse();
        assertThat(MockBound.pageRate(1, 1_250.0, 1000.0).mockBound())
                .as("above the capacity: the check ran from another JVM, a row may beat it a little")
                .isTrue();
        assertThat(MockBound.pageRate(1, 12.0, 1000.0).shareOfMockCapacity()).isCloseTo(0.012, within(1e-12));
    }

    @Test
    void whatWasNotMeasuredIsNullNeverFalseOrZero() {
        for (PageRate unmeasured : List.of(
                MockBound.pageRate(1, null, 1000.0),
                MockBound.pageRate(1, 500.0, null),
                MockBound.pageRate(1, 500.0, 0.0))) {
            assertThat(unmeasured.shareOfMockCapacity()).isNull();
            assertThat(unmeasured.mockBound()).isNull();
        }
        VariantResults first = COMMITTED.variants().get(1);
        VariantResults noCapacity = VariantResults.of(first.variant(), first.description(), first.repetitions());
        assertThat(noCapacity.pageRates()).singleElement().satisfies(r -> {
            assertThat(r.pagesPerSecond()).isPositive();
            assertThat(r.mockBound()).isNull();
        });
        assertThat(ResultsTable.result(noCapacity)).doesNotContain(MockBound.LABEL);
    }

    @Test
    void aWalkRowIsComparedAtOneWalkWithTheMedianOfItsRepetitionsPageRates() {
        VariantResults committed = COMMITTED.variants().get(1);
        double[] rates = committed.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .map(Repetition::measuredPass)
                .mapToDouble(p -> p.pagesFetched() * 1e9 / p.time().durationNanos())
                .toArray();
        double median = Median.withDefaults().evaluate(rates);

        VariantResults bound = VariantResults.of(
                committed.variant(),
                committed.description(),
                committed.repetitions(),
                List.of(capacity(1, median / 0.9), capacity(12, median / 0.1)));
        VariantResults free = VariantResults.of(
                committed.variant(),
                committed.description(),
                committed.repetitions(),
                List.of(capacity(1, median / 0.5)));

        assertThat(bound.pageRates()).singleElement().satisfies(r -> {
            assertThat(r.concurrency()).isEqualTo(1);
            assertThat(r.pagesPerSecond()).isCloseTo(median, within(1e-9));
            assertThat(r.shareOfMockCapacity()).isCloseTo(0.9, within(1e-9));
            assertThat(r.mockBound()).isTrue();
        });
        assertThat(ResultsTable.result(bound)).endsWith("\n" + MockBound.LABEL);
        assertThat(free.pageRates().getFirst().mockBound()).isFalse();
        assertThat(ResultsTable.result(free)).doesNotContain(MockBound.LABEL);
    }

    @Test
    void aFanOutRowIsComparedWithTheCapacityAtItsK() {
        Repetition real = COMMITTED.variants().get(1).repetitions().getFirst();
        List<FanOutFigures> sweep = List.of(fanOut(1, 40.0), fanOut(100, 3_900.0), fanOut(1000, 4_100.0));
        ScenarioFigures fanOut = new ScenarioFigures("fan-out", null, 0, 0L, null, null, null, sweep, null, null, null);
        Repetition fanOutRepetition = new Repetition(
                1,
                RepetitionStatus.OK,
                0,
                false,
                null,
                "console.log",
                real.worker().withScenario(fanOut),
                null);

        VariantResults v = VariantResults.of(
                "virtual-threads",
                "",
                List.of(fanOutRepetition),
                List.of(capacity(1, 45.0), capacity(100, 8_000.0), capacity(1000, 5_000.0)));

        assertThat(v.pageRates()).extracting(PageRate::concurrency).containsExactly(1, 100, 1000);
        assertThat(v.pageRates()).extracting(PageRate::mockBound).containsExactly(true, false, true);
        assertThat(MockBound.marked(v, 100)).isFalse();
        assertThat(MockBound.marked(v, 1000)).isTrue();
        assertThat(ResultsTable.result(v))
                .as("fan-out rows are marked per K in the scenario table, not here")
                .doesNotContain(MockBound.LABEL);
    }

    @Test
    void aRepetitionThatDidNotEndOkIsLeftOutOfTheRate() {
        VariantResults committed = COMMITTED.variants().get(1);
        Repetition ok = committed.repetitions().getFirst();
        PassResult pass = ok.measuredPass();
        Repetition wrong =
                new Repetition(2, RepetitionStatus.WRONG_RESULT, 3, false, "wrong", "console.log", ok.worker(), null);
        double rate = pass.pagesFetched() * 1e9 / pass.time().durationNanos();

        VariantResults v = VariantResults.of(committed.variant(), "", List.of(ok, wrong), List.of(capacity(1, rate)));

        assertThat(v.pageRates().getFirst().pagesPerSecond()).isCloseTo(rate, within(1e-9));
        VariantResults none = VariantResults.of(committed.variant(), "", List.of(wrong), List.of(capacity(1, rate)));
        assertThat(none.pageRates().getFirst().pagesPerSecond()).isNull();
        assertThat(none.pageRates().getFirst().mockBound()).isNull();
    }

    private static MockCapacity capacity(int concurrency, double pagesPerSecond) {
        return new MockCapacity(concurrency, Math.round(pagesPerSecond * 2), 2_000_000_000L, pagesPerSecond);
    }

    private static FanOutFigures fanOut(int k, double pagesPerSecond) {
        return new FanOutFigures(
                k,
                Math.min(k, 200),
                true,
                0,
                1_000_000_000L,
                k,
                pagesPerSecond,
                1.0,
                2.0,
                3.0,
                4.0,
                k,
                k,
                k,
                null,
                null,
                null,
                0,
                null,
                null,
                null, // unbounded, 429s and retries not read
                null,
                null,
                null, // no deadline
                null,
                null,
                null,
                null, // no fail-fast
                null,
                null,
                null);
    }
}
