package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A long path in a message keeps its end, where the file's name is; every path is escaped. */
class QuotedPathTest {

    @Test
    void aLongPathKeepsItsFileNameAndEveryPathIsEscaped() {
        Path deep = Path.of("/work/" + "nested-directory/".repeat(10) + "results.json");

        assertThat(QuotedPath.of(deep))
                .startsWith("'…")
                .endsWith("/nested-directory/results.json' (" + deep.toString().length() + " characters)")
                .hasSizeLessThan(110);
        assertThat(QuotedPath.of(Path.of("/tmp/a\nb/results.json"))).isEqualTo("'/tmp/a\\nb/results.json'");
        assertThat(QuotedPath.of("x\u001B[2J".repeat(40))).doesNotContain("\u001B");
    }
}
