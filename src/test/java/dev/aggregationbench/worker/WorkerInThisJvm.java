package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * The worker run in this JVM through its command line ({@link WorkerMain}, as {@code main} would run it), with what
 * it printed kept for the test: the document on stdout, the messages on stderr. Each run replaces the last one's
 * output. The same worker in a child JVM: {@link WorkerProcess}.
 */
final class WorkerInThisJvm {

    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    private final StringWriter stderr = new StringWriter();

    /** Runs the worker with {@code args}; returns its exit code. */
    int execute(String... args) {
        stdout.reset();
        stderr.getBuffer().setLength(0);
        CommandLine commandLine =
                new CommandLine(new WorkerMain(new PrintStream(stdout, true, StandardCharsets.UTF_8)));
        commandLine.setErr(new PrintWriter(stderr, true));
        return commandLine.execute(args);
    }

    /** A run with {@code args}, which must be refused as bad arguments (exit 2); returns what it said on stderr. */
    String refused(String... args) {
        assertThat(execute(args)).as(stderr()).isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        return stderr();
    }

    /** The document of a run with {@code args}, which must exit 0 (else the test fails with what stderr says). */
    WorkerResult document(String... args) {
        assertThat(execute(args)).as(stderr()).isZero();
        return result();
    }

    /** {@link #document} with {@code args} and {@code more} after them. */
    WorkerResult document(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return document(all.toArray(String[]::new));
    }

    /**
     * One measured fan-out pass of {@code variant} on {@code mock}, {@code k} aggregations and {@code more} options,
     * no warm-up: the figures of its one fan-out (the run must end ok).
     */
    FanOutFigures oneFanOut(OrdersMock mock, String variant, int k, String... more) {
        WorkerResult result = document(
                List.of(
                        "--variant=" + variant,
                        "--url=" + mock.baseUri(),
                        "--warmup=0",
                        "--passes=1",
                        "--scenario=fan-out",
                        "--concurrency=" + k),
                more);
        assertThat(result.outcome()).isEqualTo(Outcome.OK);
        assertThat(result.scenario().fanOut()).hasSize(1);
        return result.scenario().fanOut().getFirst();
    }

    /** The document the last run printed on stdout. */
    WorkerResult result() {
        return WorkerResultJson.read(stdout());
    }

    /** What the last run printed on stdout. */
    String stdout() {
        return stdout.toString(StandardCharsets.UTF_8);
    }

    /** What the last run printed on stderr. */
    String stderr() {
        return stderr.toString();
    }
}
