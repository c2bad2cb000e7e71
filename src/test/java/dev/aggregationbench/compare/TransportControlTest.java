package dev.aggregationbench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The transport row as the control, on the committed runs of exercise 3 (docs/exercises.md): reactor with and
 * without {@code publishOn}, 2026-11-24. Absolutely, reactor's time regressed by 31%; but the transport row, whose
 * code did not change, got 47% slower between the two runs, and relative to it reactor did not get slower.
 */
class TransportControlTest {

    private static final Path EXERCISE = Path.of("docs/results/2026-11-24-exercises");
    private static final RunResults BEFORE = ResultsFiles.read(EXERCISE.resolve("reactor-before"));
    private static final RunResults AFTER = ResultsFiles.read(EXERCISE.resolve("reactor-publishon"));

    @Test
    void theAbsoluteVerdictCallsItARegressionWhileTheControlMovedMore() {
        Change absolute = RunComparison.changes(BEFORE, AFTER).stream()
                .filter(c -> c.variant().equals("reactor") && c.figure() == Figure.DURATION_NANOS)
                .findFirst()
                .orElseThrow();
        List<Change> control = TransportControl.control(BEFORE, AFTER);

        assertThat(absolute.verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(absolute.changePercent()).isCloseTo(30.8, within(0.1));
        assertThat(control).extracting(Change::figure).containsExactly(Figure.DURATION_NANOS, Figure.CPU_TIME_NANOS);
        assertThat(control.getFirst().changePercent())
                .isCloseTo(46.6, within(0.1))
                .isGreaterThan(absolute.changePercent());
    }

    @Test
    void relativeToTheTransportRowReactorDidNotGetSlower() {
        Change relative = TransportControl.relative(BEFORE, AFTER).stream()
                .filter(c -> c.variant().equals("reactor") && c.figure() == Figure.DURATION_NANOS)
                .findFirst()
                .orElseThrow();

        // the medians are ratios to the transport row's median of the same run: 0.685/0.583 and 0.896/0.855
        assertThat(relative.baselineMedian()).isCloseTo(1.17, within(0.02));
        assertThat(relative.currentMedian()).isCloseTo(1.05, within(0.02));
        assertThat(relative.verdict()).isNotEqualTo(Verdict.REGRESSION);
    }

    @Test
    void aRunAgainstItselfMovesNothing() {
        assertThat(TransportControl.control(AFTER, AFTER)).allSatisfy(c -> {
            assertThat(c.changePercent()).isZero();
            assertThat(c.verdict()).isEqualTo(Verdict.NOT_RESOLVED);
        });
        assertThat(TransportControl.relative(AFTER, AFTER))
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.NOT_RESOLVED));
    }

    @Test
    void theCommandPrintsTheControlAndTheRelativeTable() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = CompareMain.execute(
                new String[] {
                    EXERCISE.resolve("reactor-before").toString(),
                    EXERCISE.resolve("reactor-publishon").toString()
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isZero();
        assertThat(printed)
                .contains("Control: the transport row (the same fetching and decoding, no aggregation) "
                        + "changed by +46.6% in durationNanos")
                .contains("Relative to the transport row of the same run")
                .contains("1.175x")
                .contains("relative to the transport row, by the same rule");
    }
}
