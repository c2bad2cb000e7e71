package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The comparison section of report.html, rendered from real runs. */
@IntegrationTest
class ComparisonInReportTest {

    private static RunResults small;
    private static RunResults otherConditions;

    @BeforeAll
    static void realRuns() {
        small = ResultsFiles.read(RealRuns.of(RealRuns.SMALL).dir());
        otherConditions =
                ResultsFiles.read(RealRuns.naiveOutOfMemoryComparedWithSmall().dir());
    }

    @Test
    void aRunComparedWithItselfShowsEveryFigureNotResolved() {
        String html = HtmlReport.render(small, small, false);

        assertThat(html)
                .contains("<table class=\"comparison\">")
                .contains("0 regression(s), 0 improvement(s)")
                .contains("<td class=\"not-resolved\"")
                .contains("everything else is not resolved by these runs")
                .doesNotContain("<td class=\"regression\"")
                .doesNotContain("<td class=\"improvement\"")
                .doesNotContain("different conditions");
    }

    @Test
    void runsUnderDifferentConditionsAreListedButNotComparedUnlessAllowed() {
        String refused = HtmlReport.render(otherConditions, small, false);
        String allowed = HtmlReport.render(otherConditions, small, true);

        assertThat(refused)
                .contains("so they are not compared")
                .contains("orders: 2000 (baseline) vs 1000000")
                .doesNotContain("<table class=\"comparison\">");
        assertThat(allowed)
                .contains("compared anyway")
                .contains("orders: 2000 (baseline) vs 1000000")
                .contains("<table class=\"comparison\">");
    }

    @Test
    void withoutABaselineThereIsNoComparisonSection() {
        assertThat(HtmlReport.render(small, null, false)).doesNotContain("Compared with a baseline run");
    }
}
