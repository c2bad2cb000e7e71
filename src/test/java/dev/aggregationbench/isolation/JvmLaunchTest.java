package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class JvmLaunchTest {

    private static final String MAIN = "dev.aggregationbench.Main";

    @Test
    void activeProcessorCountIsCpusRoundedUp() {
        assertThat(JvmLaunch.worker("w", List.of(), MAIN, List.of(), 0.5, null).activeProcessorCount())
                .isEqualTo(1);
        assertThat(JvmLaunch.worker("w", List.of(), MAIN, List.of(), 1, null).activeProcessorCount())
                .isEqualTo(1);
        assertThat(JvmLaunch.worker("w", List.of(), MAIN, List.of(), 1.5, null).activeProcessorCount())
                .isEqualTo(2);
    }

    @Test
    void badNameIsRejectedNamingTheRuleAndTheValue() {
        assertThatThrownBy(() -> JvmLaunch.worker("has space", List.of(), MAIN, List.of(), 1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'has space'")
                .hasMessageContaining("[A-Za-z0-9]");
    }

    @Test
    void nonPositiveCpusAreRejectedNamingTheLaunch() {
        assertThatThrownBy(() -> JvmLaunch.worker("w1", List.of(), MAIN, List.of(), 0, null))
                .hasMessageContaining("launch w1")
                .hasMessageContaining("cpus must be > 0")
                .hasMessageContaining("0.0");
        assertThatThrownBy(() -> JvmLaunch.worker("w1", List.of(), MAIN, List.of(), Double.NaN, null))
                .hasMessageContaining("cpus must be > 0");
    }

    @Test
    void badMemoryMainClassAndPortAreRejected() {
        assertThatThrownBy(() -> JvmLaunch.worker("w", List.of(), MAIN, List.of(), 1, "1 GB"))
                .hasMessageContaining("memory")
                .hasMessageContaining("'1 GB'");
        assertThatThrownBy(() -> JvmLaunch.worker("w", List.of(), "not a class", List.of(), 1, null))
                .hasMessageContaining("main class")
                .hasMessageContaining("'not a class'");
        assertThatThrownBy(() -> JvmLaunch.mock("m", List.of(), MAIN, List.of(), 1, null, 70000))
                .hasMessageContaining("ports must be 1..65535")
                .hasMessageContaining("70000");
    }

    @Test
    void nullInsideArgumentsIsRejected() {
        java.util.ArrayList<String> args = new java.util.ArrayList<>();
        args.add(null);
        assertThatThrownBy(() -> JvmLaunch.worker("w", List.of(), MAIN, args, 1, null))
                .hasMessageContaining("args must not contain null");
    }
}
