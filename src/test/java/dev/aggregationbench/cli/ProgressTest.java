package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The progress bar redraws itself with {@code \r}: on a terminal only. Into a file or a pipe (a run's stderr log)
 * go plain lines: the set-up messages and the repetitions that failed, no frames.
 */
class ProgressTest {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void stderrThatIsNotATerminalGetsPlainLinesOnly() {
        try (Progress progress = new Progress(err, false, 2)) {
            progress.message("starting the mock");
            walk(progress);
        }

        assertThat(text()).doesNotContain("\r").isEqualTo("""
                benchmark.sh: starting the mock
                benchmark.sh: naive repetition 2: error: the mock went away
                """);
    }

    @Test
    void aTerminalGetsTheBarAndTheFailureBelowIt() {
        try (Progress progress = new Progress(err, false, 2, true)) {
            walk(progress);
        }

        assertThat(text())
                .contains("\r", "benchmark", "naive 2/2")
                .contains("\nbenchmark.sh: naive repetition 2: error: the mock went away\n");
    }

    @Test
    void quietPrintsNothing() {
        try (Progress progress = new Progress(err, true, 2, true)) {
            progress.message("starting the mock");
            walk(progress);
        }

        assertThat(text()).isEmpty();
    }

    private static void walk(Progress progress) {
        progress.event(new RunEvent(RunEventType.RUN_STARTED, null, 0, 0, Map.of()));
        progress.event(new RunEvent(RunEventType.VARIANT_STARTED, "naive", 1, 2, Map.of()));
        progress.event(new RunEvent(RunEventType.REPETITION_FINISHED, "naive", 1, 2, Map.of("status", "ok")));
        progress.event(new RunEvent(RunEventType.VARIANT_STARTED, "naive", 2, 2, Map.of()));
        progress.event(new RunEvent(
                RunEventType.REPETITION_FINISHED,
                "naive",
                2,
                2,
                Map.of("status", "error", "message", "the mock went away")));
    }

    private String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
