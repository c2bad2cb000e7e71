package dev.aggregationbench.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import tools.jackson.databind.JsonNode;

/** What every interrupted run's results.json must say once its first worker JVM (transport-1) had finished. */
public final class PartialRuns {

    private PartialRuns() {}

    /**
     * {@code results} is a partial run for {@code reason}: transport-1 finished ok with its whole document, and
     * {@code stillToRun} (the run's last JVM) is listed as not finished.
     */
    public static void assertPartialWithTheFirstRepetition(JsonNode results, String reason, String stillToRun) {
        assertThat(results.get("status").asString()).isEqualTo("partial");
        assertThat(results.get("succeeded").asBoolean()).isFalse();
        JsonNode partial = results.get("partial");
        assertThat(partial.get("reason").asString()).isEqualTo(reason);
        List<String> notFinished =
                partial.get("notFinished").valueStream().map(JsonNode::asString).toList();
        assertThat(notFinished).contains(stillToRun).doesNotContain("transport-1");
        assertThat(partial.get("repetitionsFinished").asInt() + notFinished.size())
                .isEqualTo(partial.get("repetitionsPlanned").asInt());
        JsonNode transport = results.get("variants").get(0);
        assertThat(transport.get("variant").asString()).isEqualTo("transport");
        assertThat(transport.get("repetitions").get(0).get("status").asString()).isEqualTo("ok");
        assertThat(transport.get("repetitions").get(0).get("worker").get("passes"))
                .hasSize(1);
    }
}
