package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.run.IsolationMode;
import org.junit.jupiter.api.Test;

class IsolationsTest {

    private static final IsolationSettings NO_DOCKER = new IsolationSettings(
            IsolationSettings.newRunId(),
            "host",
            null,
            new IsolationSettings.Machine(null, null, null, null, null, "/nonexistent/docker-cli"));

    @Test
    void containersAskedForWithoutAnEngineFailNamingTheProblemAndTheWayOut() {
        assertThatThrownBy(() -> Isolations.select(IsolationMode.DOCKER, NO_DOCKER))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("needs a Docker engine")
                .hasMessageContaining("/nonexistent/docker-cli")
                .hasMessageContaining("--isolation=process");
    }

    @Test
    void autoWithoutAnEngineFallsBackToProcessAndSaysWhy() {
        try (Isolation isolation = Isolations.select(IsolationMode.AUTO, NO_DOCKER)) {
            assertThat(isolation.id()).isEqualTo("process");
            assertThat(isolation.description())
                    .contains("auto: no Docker engine")
                    .contains("/nonexistent/docker-cli");
        }
    }

    @Test
    void engineCheckNamesTheMissingCli() {
        DockerCli.EngineStatus status = new DockerCli("/nonexistent/docker-cli").engineStatus();
        assertThat(status.answers()).isFalse();
        assertThat(status.detail()).contains("cannot be run").contains("/nonexistent/docker-cli");
    }

    @Test
    void thePublishedPortIsTheLoopbackLineOfDockerPort() {
        assertThat(DockerIsolation.loopbackPort("127.0.0.1:49153\n")).hasValue(49153);
        assertThat(DockerIsolation.loopbackPort("0.0.0.0:1\n[::]:2\n127.0.0.1:32768\n"))
                .hasValue(32768);
        assertThat(DockerIsolation.loopbackPort("")).isEmpty();
        assertThat(DockerIsolation.loopbackPort("127.0.0.1:99999\n")).isEmpty();
    }

    @Test
    void settingsRejectABadRunIdAndNetworkByName() {
        assertThatThrownBy(() -> IsolationSettings.defaults().withRunId("Bad Id"))
                .hasMessageContaining("runId")
                .hasMessageContaining("Bad Id");
        assertThatThrownBy(() -> IsolationSettings.defaults().withDockerNetwork("overlay"))
                .hasMessageContaining("host or bridge")
                .hasMessageContaining("overlay");
    }
}
