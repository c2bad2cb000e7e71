package dev.aggregationbench.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ScenarioTest {

    @Test
    void idsAreTheIssuesNamesAndRoundTrip() {
        assertThat(Scenario.ids()).isEqualTo("sequential, latency, pipelined, fan-out, faults");
        Arrays.stream(Scenario.values())
                .forEach(s -> assertThat(Scenario.fromId(s.id())).isSameAs(s));
        assertThat(Arrays.stream(Scenario.values()).map(Scenario::description)).allMatch(d -> !d.isBlank());
    }

    @Test
    void anUnknownIdIsRefusedListingTheValidOnes() {
        assertThatThrownBy(() -> Scenario.fromId("fanout"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown scenario 'fanout'; valid: sequential, latency, pipelined, fan-out, faults");
    }

    @Test
    void fanOutSettingsRefuseNonsenseAndCountThePlatformThreads() {
        assertThatThrownBy(() -> FanOutSettings.of(0, 200)).hasMessageContaining("concurrency must be >= 1, was 0");
        assertThatThrownBy(() -> FanOutSettings.of(10, 0)).hasMessageContaining("threads must be >= 1, was 0");
        assertThat(FanOutSettings.of(1000, 200).platformThreads()).isEqualTo(200);
        assertThat(FanOutSettings.of(10, 200).platformThreads()).isEqualTo(10);
        assertThat(new FanOutSettings(1000, 200, true).platformThreads()).isEqualTo(1000);
    }
}
