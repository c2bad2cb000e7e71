package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.orchestration.MatrixRun;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.Partial;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.run.Matrix;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a run the previous service process left unfinished becomes at the next start: a queued one failed (submit
 * it again); a running one interrupted (the process was killed: nothing could write its end), with its result files
 * rebuilt from the worker documents that were complete.
 */
final class RunRecovery {

    static final String PARTIAL_RESULTS = "the repetitions that finished are in its results (partial)";
    static final String NONE_FINISHED = "no repetition had finished";
    private static final Logger log = LoggerFactory.getLogger(RunRecovery.class);

    private RunRecovery() {}

    /**
     * What a stopped run's results.json holds, for the run's reason; null without one. One that cannot be read is
     * said to be so (what is wrong with it), not claimed to hold the repetitions that finished.
     */
    static String partialResults(RunStore store, String id) {
        return store.resultFile(id, ResultsFiles.RESULTS_JSON)
                .map(file -> {
                    try {
                        Partial partial = ResultsFiles.read(file).partial();
                        return partial != null && partial.repetitionsFinished() == 0 ? NONE_FINISHED : PARTIAL_RESULTS;
                    } catch (UnreadableDocumentException e) {
                        log.warn("Unreadable results of stopped run {}: {}", id, e.getMessage());
                        return "its " + ResultsFiles.RESULTS_JSON + " " + e.problem();
                    }
                })
                .orElse(null);
    }

    /** What a stopped matrix run's files hold, for the run's reason; null without a matrix.json. */
    static String partialMatrix(RunStore store, String id) {
        return store.resultFile(id, MatrixIndex.MATRIX_JSON)
                .map(file -> "the cells that ran (the last one partial) are in its " + MatrixIndex.MATRIX_JSON)
                .orElse(null);
    }

    /** The run as it is now; the same instance when it had ended. */
    static RunRecord recover(RunRecord run, RunStore store, int machineCpus, Instant now) {
        return switch (run.status()) {
            case RUNNING -> interrupted(run, store, machineCpus, now);
            case QUEUED ->
                run.finished(RunStatus.FAILED, "the service stopped before this run started; submit it again", now);
            default -> run;
        };
    }

    /**
     * A run the service was running when it stopped: its result files rebuilt from the worker documents that were
     * complete (a matrix: the cell that was running rebuilt as a partial run, and the matrix files of the cells that
     * ran), and its reason saying what they hold.
     */
    private static RunRecord interrupted(RunRecord run, RunStore store, int machineCpus, Instant now) {
        String stopped = "the service stopped while this run was running";
        String reason = stopped + " (noticed at the next start)";
        Path dir = store.runDir(run.id());
        boolean matrix = run.options().isMatrix();
        if (!matrix && !Files.isDirectory(dir.resolve("jvms"))) {
            return run.finished(RunStatus.INTERRUPTED, reason + "; " + NONE_FINISHED, now);
        }
        String startedAt = run.startedAt() == null ? null : run.startedAt().toString();
        try {
            String held;
            if (matrix) {
                int cells = MatrixRun.rebuild(
                        new Matrix(run.options().toValues(machineCpus)), dir, stopped, startedAt, log::warn);
                held = cells == 0 ? NONE_FINISHED : partialMatrix(store, run.id());
            } else {
                ResultsFromRepetitions.rebuild(
                        run.options().toOptions(machineCpus), dir, stopped, startedAt, log::warn);
                held = PARTIAL_RESULTS;
            }
            return run.finished(RunStatus.INTERRUPTED, reason + "; " + held, now);
        } catch (RuntimeException e) {
            log.warn("Could not rebuild the results of {} {}", matrix ? "matrix run" : "run", run.id(), e);
            return run.finished(
                    RunStatus.INTERRUPTED, reason + "; its results could not be rebuilt: " + e.getMessage(), now);
        }
    }
}
