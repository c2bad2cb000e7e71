package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JVM's reason from what it printed last (issue 21): running out of memory is said, above all (an AOT training
 * that ran out of memory hid it behind its last line); a stack trace gives its exception and cause, not its last
 * frames ({@code at picocli...}, what a full disk used to show as each variant's reason).
 */
class JvmOutputTest {

    /** What a JVM prints when main runs out of heap: the error, then frames. */
    static final String OUT_OF_MEMORY = """
            [0.412s][info][aot] Recorded 2183 classes
            Exception in thread "main" java.lang.OutOfMemoryError: Java heap space
            \tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)
            \tat java.base/java.util.ArrayList.grow(ArrayList.java:237)
            \tat dev.aggregationbench.variant.naive.NaiveAggregator.aggregate(NaiveAggregator.java:41)
            \tat dev.aggregationbench.worker.AotTrainingMain.call(AotTrainingMain.java:60)
            \tat picocli.CommandLine.executeUserObject(CommandLine.java:2031)
            \tat picocli.CommandLine.access$1500(CommandLine.java:148)
            """;

    /** What picocli printed for an exception out of the worker's call() on a full disk, before the worker said it. */
    static final String FULL_DISK = """
            java.io.UncheckedIOException: could not write /r/jvms/naive-1.json: No space left on device
            \tat dev.aggregationbench.workerdoc.WorkerResultJson.write(WorkerResultJson.java:36)
            \tat dev.aggregationbench.worker.WorkerMain.call(WorkerMain.java:184)
            \tat picocli.CommandLine.executeUserObject(CommandLine.java:2031)
            Caused by: java.io.IOException: could not write /r/jvms/naive-1.json: No space left on device
            \tat dev.aggregationbench.files.AtomicFiles.write(AtomicFiles.java:70)
            Caused by: java.io.IOException: No space left on device
            \tat java.base/java.io.FileOutputStream.writeBytes(Native Method)
            \t... 12 more
            """;

    @TempDir
    Path dir;

    @Test
    void runningOutOfMemoryIsSaidWhateverFollowsIt() {
        assertThat(JvmOutput.cause(OUT_OF_MEMORY))
                .isEqualTo("ran out of memory (java.lang.OutOfMemoryError: Java heap space)");
        assertThat(JvmOutput.cause(
                        OUT_OF_MEMORY + "aot-training: naive ended out-of-memory: java.lang.OutOfMemoryError: "
                                + "Java heap space\n[1.2s][warning][aot] Skipping a class\n"))
                .as("the program's own line says which workload")
                .isEqualTo("ran out of memory (aot-training: naive ended out-of-memory: java.lang.OutOfMemoryError: "
                        + "Java heap space)");
    }

    @Test
    void aStackTraceGivesItsExceptionNotItsLastFrames() {
        assertThat(JvmOutput.cause(FULL_DISK))
                .isEqualTo(
                        "java.io.UncheckedIOException: could not write /r/jvms/naive-1.json: No space left on device");
        assertThat(JvmOutput.cause("some warning\n" + FULL_DISK + "worker: could not write /r/jvms/naive-1.json: No "
                        + "space left on device\n"))
                .as("the program's own line first")
                .isEqualTo("worker: could not write /r/jvms/naive-1.json: No space left on device");
        assertThat(JvmOutput.cause("")).isEqualTo("(no output)");
        assertThat(JvmOutput.cause("x".repeat(1000))).hasSizeLessThan(JvmOutput.MAX_LINE + 30);
    }

    @Test
    void aWorkerThatEndedWithAStackTraceIsAnErrorWithItsCause() {
        Repetition repetition =
                RepetitionOutcomes.classify(1, 1, false, dir.resolve("naive-1.json"), "log", FULL_DISK, 600);

        assertThat(repetition.status()).isEqualTo(RepetitionStatus.ERROR);
        assertThat(repetition.message())
                .isEqualTo("exit code 1, no result document: java.io.UncheckedIOException: could not write "
                        + "/r/jvms/naive-1.json: No space left on device");
        Repetition outOfMemory =
                RepetitionOutcomes.classify(1, 1, false, dir.resolve("naive-1.json"), "log", OUT_OF_MEMORY, 600);
        assertThat(outOfMemory.status()).isEqualTo(RepetitionStatus.OUT_OF_MEMORY);
        assertThat(outOfMemory.message()).endsWith("ran out of memory (java.lang.OutOfMemoryError: Java heap space)");
    }
}
