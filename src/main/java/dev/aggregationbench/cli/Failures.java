package dev.aggregationbench.cli;

import dev.aggregationbench.files.IoCauses;
import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.text.OneLine;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import picocli.CommandLine.IExecutionExceptionHandler;

/** How the command line words a run that failed, and anything that stopped a command: one line, never a stack. */
final class Failures {

    private Failures() {}

    /**
     * A run that ended without results.json: how long it ran and why ("the run stopped after 63.2 s without writing
     * results.json: could not write ...: No space left on device"); not "could not start", which it may well have.
     */
    static String withoutResults(RunOutcome outcome, long elapsedNanos) {
        return String.format(
                Locale.ROOT,
                "the run stopped after %.1f s without writing results.json: %s",
                elapsedNanos / 1e9,
                OneLine.of(outcome.failureReason()));
    }

    /** Whatever a command's {@code call()} throws: one line on stderr, exit code 1. */
    static IExecutionExceptionHandler oneLine(String command, PrintStream err) {
        return (exception, commandLine, parseResult) -> {
            err.println(command + ": " + describe(exception));
            return 1;
        };
    }

    static String describe(Throwable failure) {
        return switch (failure) {
            case UnreadableDocumentException e -> e.getMessage();
            case UncheckedIOException e -> OneLine.of(e.getMessage() == null ? IoCauses.describe(e) : e.getMessage());
            default ->
                "stopped by an unexpected " + failure.getClass().getSimpleName() + ": "
                        + OneLine.of(failure.getMessage())
                        + " (a bug: please report it with the command line)";
        };
    }
}
