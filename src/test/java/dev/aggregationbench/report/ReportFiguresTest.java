package dev.aggregationbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigurePlace;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** report.html's table and bar charts list exactly the registry's figures of their place, under its labels. */
class ReportFiguresTest {

    private static final Pattern HEADER = Pattern.compile("<th(?: title=\"[^\"]*\")?>([^<]*)</th>");

    @Test
    void theTableHasTheTableFiguresAndTheChartsTheChartFigures() {
        RunResults results = ResultsFiles.read(Path.of("docs/results/2026-11-26-sequential-500k"));
        String table = ReportSections.table(results);
        String head = table.substring(table.indexOf("<thead>"), table.indexOf("</thead>"));
        List<String> headers = new ArrayList<>();
        for (Matcher m = HEADER.matcher(head); m.find(); ) {
            headers.add(m.group(1));
        }
        List<String> expected = new ArrayList<>(List.of("Variant"));
        FigurePlace.TABLE.figures().forEach(f -> expected.add(f.definition().label()));
        expected.add("Result");

        assertThat(headers).isEqualTo(expected);
        assertThat(ReportData.BAR_CHARTS.stream().map(ReportData.BarChart::figure))
                .containsExactlyElementsOf(FigurePlace.REPORT_CHART.figures().stream()
                        .map(Figure::id)
                        .toList());
        assertThat(ReportData.BAR_CHARTS.stream().map(ReportData.BarChart::title))
                .containsExactlyElementsOf(FigurePlace.REPORT_CHART.figures().stream()
                        .map(f -> f.definition().label())
                        .toList());
    }
}
