package dev.aggregationbench.orchestration;

import static dev.aggregationbench.support.BadDocuments.assertOneLineNaming;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.support.BadDocuments;
import dev.aggregationbench.support.BadDocuments.Case;
import dev.aggregationbench.worker.WorkerExitCodes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine reading a worker document under {@code jvms/} that is not a complete one (issue 21): the repetition is
 * an error whose message is one line naming the file and what is wrong; a document judged alone (a run rebuilt
 * after a kill) is not counted.
 */
class BadWorkerDocumentsTest {

    @TempDir
    Path dir;

    static List<Case> bad() {
        return BadDocuments.workerDocument();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bad")
    void aJvmThatExitedOkWithABadDocumentIsAnErrorSayingWhatIsWrongWithIt(Case bad) {
        Path document = bad.writeTo(dir.resolve("jvms"), "iterator-2.json");

        Repetition repetition = RepetitionOutcomes.classify(
                2, WorkerExitCodes.OK, false, document, "jvms/iterator-2.console.log", "", 600);

        assertThat(repetition.status()).isEqualTo(RepetitionStatus.ERROR);
        assertThat(repetition.message()).startsWith("its result document is unreadable: ");
        assertOneLineNaming(repetition.message(), document, bad);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bad")
    void aBadDocumentIsNotCountedWhenTheRunIsRebuiltFromItsDocuments(Case bad) {
        Path document = bad.writeTo(dir.resolve("jvms"), "iterator-2.json");

        assertThat(RepetitionOutcomes.fromDocument(2, document, "jvms/iterator-2.console.log"))
                .isNull();
    }
}
