package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** report.html's comparison names the transport row's own change and each variant relative to it (exercise 3's runs). */
class ControlInReportTest {

    @Test
    void theComparisonSectionShowsTheControlAndTheRelativeChanges() {
        Path exercise = Path.of("docs/results/2026-11-24-exercises");
        RunResults before = ResultsFiles.read(exercise.resolve("reactor-before"));
        RunResults after = ResultsFiles.read(exercise.resolve("reactor-publishon"));

        String html = HtmlReport.render(after, before, false);

        assertThat(html)
                .contains("Control: the transport row (the same fetching and decoding, no aggregation) "
                        + "changed by +46.6% in durationNanos")
                .contains("<li class=\"not-resolved\">reactor durationNanos: 1.175x → 1.049x (-10.8%, not resolved)");
    }
}
