package dev.aggregationbench.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.text.KebabId;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTypeWordsTest {

    enum Phase implements KebabId {
        WARM_UP,
        STEADY
    }

    enum Plain {
        ALPHA,
        BETA
    }

    record Point(int x) {}

    @Test
    void namesAnEnumByItsJsonIdsNotItsConstantNames() {
        assertThat(JsonTypeWords.of(Phase.class)).isEqualTo("one of warm-up, steady");
        assertThat(JsonTypeWords.of(Plain.class)).isEqualTo("one of ALPHA, BETA");
    }

    @Test
    void namesScalarsArraysAndObjectsInWords() {
        assertThat(JsonTypeWords.of(long.class)).isEqualTo("a whole number");
        assertThat(JsonTypeWords.of(Integer.class)).isEqualTo("a whole number");
        assertThat(JsonTypeWords.of(Double.class)).isEqualTo("a number");
        assertThat(JsonTypeWords.of(boolean.class)).isEqualTo("true or false");
        assertThat(JsonTypeWords.of(String.class)).isEqualTo("a string");
        assertThat(JsonTypeWords.of(List.class)).isEqualTo("an array");
        assertThat(JsonTypeWords.of(Point.class)).isEqualTo("a JSON object");
        assertThat(JsonTypeWords.of(null)).isEqualTo("a valid value");
    }
}
