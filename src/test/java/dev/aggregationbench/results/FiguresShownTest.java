package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CLI's tables and summary.md list exactly the registry's figures of their place, under the registry's labels,
 * in its order: a figure added to {@link Figure} appears in them with no other edit.
 */
class FiguresShownTest {

    private static final RunResults HEADLINE = ResultsFiles.read(Path.of("docs/results/2026-11-26-sequential-500k"));

    private static List<String> labels(FigurePlace place) {
        return place.figures().stream().map(f -> f.definition().label()).toList();
    }

    private static List<String> with(List<String> first, List<String> middle, List<String> last) {
        List<String> all = new ArrayList<>(first);
        all.addAll(middle);
        all.addAll(last);
        return all;
    }

    /** The header cells of every Markdown table in the text, in order. */
    private static List<List<String>> markdownHeaders(String markdown) {
        List<String> lines = Arrays.asList(markdown.split("\n"));
        List<List<String>> headers = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("|") && lines.get(i + 1).startsWith("|---|")) {
                headers.add(Arrays.stream(lines.get(i).split("\\|"))
                        .filter(c -> !c.isBlank())
                        .map(String::strip)
                        .toList());
            }
        }
        return headers;
    }

    @Test
    void summaryMdAndDetailsShowTheFiguresOfTheirTables() {
        List<List<String>> headers = markdownHeaders(ResultsTable.markdown(HEADLINE));

        assertThat(headers.get(0)).isEqualTo(with(List.of("Variant"), labels(FigurePlace.TABLE), List.of("Result")));
        assertThat(headers.get(1))
                .isEqualTo(with(List.of("Variant", "Steady"), labels(FigurePlace.COLD_AND_STEADY), List.of()));
        assertThat(headers.get(2)).isEqualTo(with(List.of("Variant"), labels(FigurePlace.THREADS), List.of()));
        assertThat(labels(FigurePlace.THREADS))
                .containsExactly("Peak threads", "Threads started", "Carriers", "Pinned");
        String text = ResultsTable.text(HEADLINE);
        assertThat(labels(FigurePlace.TABLE))
                .allSatisfy(label -> assertThat(text).contains(label));
    }

    @Test
    void theCompactTableShowsTheCompactFiguresWithTheirUnits() {
        List<String> header = Arrays.asList(
                CompactResults.table(HEADLINE).lines(200).getFirst().split(" {2,}"));

        assertThat(header)
                .isEqualTo(with(
                        List.of("Variant"),
                        FigurePlace.COMPACT.figures().stream()
                                .map(CompactResults::header)
                                .toList(),
                        List.of("Result")));
        assertThat(header).contains("Time s", "Live set MB", "GCs");
    }

    @Test
    void everyFigureHasOneLabelAndEveryLabelOneFigure() {
        assertThat(Arrays.stream(Figure.values()).map(f -> f.definition().label()))
                .doesNotHaveDuplicates();
        assertThat(Arrays.stream(Figure.values()).map(Figure::id)).doesNotHaveDuplicates();
    }
}
