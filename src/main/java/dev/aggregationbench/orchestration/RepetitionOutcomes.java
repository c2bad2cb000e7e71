package dev.aggregationbench.orchestration;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.worker.WorkerExitCodes;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Turns how a worker JVM ended (exit code, timeout, its document) into a {@link Repetition}. */
final class RepetitionOutcomes {

    private RepetitionOutcomes() {}

    static Repetition classify(
            int repetition,
            int exitCode,
            boolean timedOut,
            Path document,
            String consoleLog,
            String output,
            int timeoutSeconds) {
        WorkerResult worker = null;
        String unreadable = null;
        if (Files.isRegularFile(document)) {
            try {
                worker = WorkerResultJson.read(document);
            } catch (RuntimeException e) {
                unreadable = "its result document is unreadable: " + e.getMessage();
            }
        }
        if (timedOut) {
            return new Repetition(
                    repetition,
                    RepetitionStatus.TIMEOUT,
                    exitCode,
                    true,
                    "no result within the timeout of " + timeoutSeconds + " s; the JVM was killed",
                    consoleLog,
                    worker,
                    null);
        }
        RepetitionStatus status =
                switch (exitCode) {
                    case WorkerExitCodes.OK ->
                        worker != null
                                        && worker.outcome() == Outcome.OK
                                        && !worker.passes().isEmpty()
                                ? RepetitionStatus.OK
                                : RepetitionStatus.ERROR;
                    case WorkerExitCodes.WRONG_RESULT -> RepetitionStatus.WRONG_RESULT;
                    case WorkerExitCodes.OUT_OF_MEMORY -> RepetitionStatus.OUT_OF_MEMORY;
                    default -> JvmOutput.outOfMemory(output) ? RepetitionStatus.OUT_OF_MEMORY : RepetitionStatus.ERROR;
                };
        String message = null;
        if (status != RepetitionStatus.OK) {
            if (worker != null && worker.failure() != null) {
                message = worker.failure().message();
            } else if (unreadable != null) {
                message = unreadable;
            } else {
                String full =
                        worker == null ? fullDisk(document.toAbsolutePath().getParent()) : null;
                message = "exit code " + exitCode + (worker == null ? ", no result document" : "") + ": "
                        + (full != null && JvmOutput.cause(output).equals("(no output)")
                                ? full
                                : JvmOutput.cause(output));
            }
        }
        return new Repetition(repetition, status, exitCode, false, message, consoleLog, worker, null);
    }

    /**
     * A repetition judged from its document alone, when how its JVM ended is not known (it was stopped after it
     * wrote the document, or the process that ran it was killed); {@code null} without a complete document. The
     * worker writes its document atomically, so one that reads is complete.
     */
    static Repetition fromDocument(int repetition, Path document, String consoleLog) {
        WorkerResult worker;
        try {
            worker = Files.isRegularFile(document) ? WorkerResultJson.read(document) : null;
        } catch (RuntimeException e) {
            return null;
        }
        if (worker == null || worker.outcome() == null) {
            return null;
        }
        RepetitionStatus status =
                switch (worker.outcome()) {
                    case OK -> worker.passes().isEmpty() ? RepetitionStatus.ERROR : RepetitionStatus.OK;
                    case WRONG_RESULT -> RepetitionStatus.WRONG_RESULT;
                    case OUT_OF_MEMORY -> RepetitionStatus.OUT_OF_MEMORY;
                    default -> RepetitionStatus.ERROR;
                };
        String message = status == RepetitionStatus.OK
                ? null
                : worker.failure() != null
                        ? worker.failure().message()
                        : "the worker's document says " + worker.outcome().id();
        return new Repetition(repetition, status, null, false, message, consoleLog, worker, null);
    }

    /** The headline figures of a repetition, raw units, for progress events and metrics. */
    static Map<String, Object> figures(Repetition repetition) {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("status", repetition.status().id());
        PassResult pass = repetition.measuredPass();
        if (pass != null) {
            for (Figure figure : Figure.values()) {
                Double value = figure.of(repetition.worker());
                if (value != null) {
                    figures.put(figure.id(), value);
                }
            }
            figures.put("orders", pass.ordersFetched());
        }
        if (repetition.message() != null) {
            figures.put("message", repetition.message());
        }
        return figures;
    }

    /** What went wrong with a variant, if anything, in one phrase. */
    static Optional<String> problem(VariantResults results) {
        return results.repetitions().stream()
                .filter(r -> r.status() != RepetitionStatus.OK)
                .findFirst()
                .map(r -> r.status().id() + " in repetition " + r.repetition() + " (" + r.message() + ")");
    }

    /** The most free space a file system may have left to be called full here: less than one worker document. */
    static final long FULL_BELOW_BYTES = 1 << 20;

    /**
     * "the file system of jvms/ is full (0 bytes free): ..." when {@code dir}'s file system has almost no room left,
     * which explains a JVM that left neither a document nor output (its console log is on the same disk); else null.
     */
    private static String fullDisk(Path dir) {
        try {
            long free = Files.getFileStore(dir).getUsableSpace();
            return free >= FULL_BELOW_BYTES
                    ? null
                    : "the file system of " + dir + " is full (" + free + " bytes free): the JVM could not write its "
                            + "document or its output there";
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
