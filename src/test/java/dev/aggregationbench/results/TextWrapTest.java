package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextWrapTest {

    @Test
    void wrapsAtSpacesAndIndentsTheContinuation() {
        assertThat(TextWrap.lines("Memory: naive holds 12x the live set of the others.", 24))
                .containsExactly("Memory: naive holds 12x", "  the live set of the", "  others.");
    }

    @Test
    void aWordLongerThanTheWidthIsCut() {
        String path = "/a/very/long/directory/name/that/has/no/space/in/it";
        List<String> lines = TextWrap.lines("Files: " + path, 20);

        assertThat(lines).allSatisfy(l -> assertThat(TextWrap.columns(l)).isLessThanOrEqualTo(20));
        assertThat(String.join("", lines).replace(" ", "")).isEqualTo("Files:" + path);
    }

    @Test
    void proseWrapsAndTableLinesStayWhole() {
        String table = "║ Variant │ " + "x".repeat(60) + " ║";
        String markdown = "| a | " + "b".repeat(60) + " |";
        String text = "A legend line that is far longer than the width asked for here.\n" + table + "\n" + markdown;

        assertThat(TextWrap.wrapProse(text, 30).split("\n"))
                .containsExactly(
                        "A legend line that is far", "  longer than the width asked", "  for here.", table, markdown);
    }

    @Test
    void widthsCountCharactersNotUtf16Units() {
        assertThat(TextWrap.columns("0.475 ±4% ≈ –")).isEqualTo(13);
        assertThat(TextWrap.columns("𝔸")).isEqualTo(1);
    }
}
