package dev.aggregationbench.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EchoTest {

    @Test
    void aPlainValueIsQuotedAsItIs() {
        assertThat(Echo.quote("500k")).isEqualTo("'500k'");
        assertThat(Echo.quote("Zürich – 東京")).isEqualTo("'Zürich – 東京'");
        assertThat(Echo.quote(null)).isEqualTo("null");
    }

    @Test
    void aNewlineCannotForgeASecondLine() {
        String forged = Echo.quote("1\nbenchmark.sh: all variants exact");
        assertThat(forged).doesNotContain("\n").isEqualTo("'1\\nbenchmark.sh: all variants exact'");
    }

    @Test
    void terminalEscapesAndInvisibleCharactersAreShownAsEscapes() {
        assertThat(Echo.quote("\u001B[2J\u001B[31mred")).isEqualTo("'\\u001B[2J\\u001B[31mred'");
        assertThat(Echo.quote("a\u202Eb\u0000c\u009Bd")).isEqualTo("'a\\u202Eb\\u0000c\\u009Bd'");
        assertThat(Echo.quote("it's")).isEqualTo("'it\\'s'");
    }

    @Test
    void aLongValueIsCutAndItsLengthSaid() {
        String quoted = Echo.quote("x".repeat(100_000));
        assertThat(quoted).startsWith("'" + "x".repeat(Echo.MAX_CODE_POINTS) + "… (100000 characters)'");
        assertThat(quoted.length()).isLessThan(Echo.MAX_CODE_POINTS + 30);
    }

    @Test
    void aCutNeverSplitsACharacter() {
        String emoji = "😀".repeat(Echo.MAX_CODE_POINTS + 5);
        assertThat(Echo.bare(emoji)).startsWith("😀".repeat(Echo.MAX_CODE_POINTS) + "…");
    }
}
