package dev.aggregationbench.run;

import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs a whole benchmark: starts the mock, runs each variant (and the transport row) in fresh, isolated JVMs,
 * verifies and collects their measurement documents, and writes {@code results.json}, {@code results.csv} and
 * {@code summary.md} into {@code outputDir}. The CLI and the REST service both call this, so they produce the same
 * documents.
 *
 * <p>Synchronous. Cancellation: interrupt the calling thread; the engine then stops and removes every process and
 * container it started, writes what it has (a {@code partial} results.json with the repetitions that finished and
 * the reason {@code interruptReason} gives), and throws {@link java.util.concurrent.CancellationException}.
 */
public interface BenchmarkEngine {

    RunOutcome run(RunOptions options, Path outputDir, Consumer<RunEvent> events);

    /** As {@link #run(RunOptions, Path, Consumer)}; {@code interruptReason} says why, when the run is interrupted. */
    default RunOutcome run(
            RunOptions options, Path outputDir, Consumer<RunEvent> events, Supplier<String> interruptReason) {
        return run(options, outputDir, events);
    }
}
