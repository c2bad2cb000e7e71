package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.BadDocuments;
import dev.aggregationbench.support.BadDocuments.Case;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The reason of a run stopped by DELETE or by the service's end says what its results.json holds (issue 21): one
 * that cannot be read is said to be so, naming what is wrong, where it used to be claimed to hold the repetitions
 * that finished.
 */
class RunRecoveryTest {

    private static final String ID = "20261126-120000-abcdef";

    @TempDir
    Path results;

    private ResultsDirectoryLock lock;
    private RunStore store;

    @BeforeEach
    void store() {
        lock = new ResultsDirectoryLock(new ApiProperties(results, 5, 16384, Duration.ofHours(2), 60, 100));
        store = new RunStore(lock, JsonMapper.builder().build());
    }

    @AfterEach
    void release() throws Exception {
        lock.destroy();
    }

    static List<Case> badResults() {
        return BadDocuments.resultsJson();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badResults")
    void anUnreadableResultsJsonIsSaidToBeSoNotClaimedToHoldThePartialResults(Case bad) {
        bad.writeTo(results.resolve(ID), "results.json");

        assertThat(RunRecovery.partialResults(store, ID))
                .startsWith("its results.json ")
                .contains(bad.said())
                .doesNotContain(RunRecovery.PARTIAL_RESULTS, "\n");
    }

    @Test
    void aPartialResultsJsonIsSaidToHoldTheRepetitionsThatFinished() throws Exception {
        Files.createDirectories(results.resolve(ID));
        Files.write(results.resolve(ID).resolve("results.json"), BadDocuments.partialResultsJson());

        assertThat(RunRecovery.partialResults(store, ID)).isEqualTo(RunRecovery.PARTIAL_RESULTS);
    }
}
