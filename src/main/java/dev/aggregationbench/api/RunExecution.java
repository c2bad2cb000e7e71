package dev.aggregationbench.api;

import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.RunOutcome;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How a run that left the queue runs and ends: on the engine, or cell by cell if it is a matrix ({@link MatrixCells}).
 * Its outcome, or what the engine threw, becomes its status and reason; a stopped run's reason says what its files
 * hold. Every end, also of a run that never started, is persisted, counted and published as the run's final event.
 * {@code stopping} says whether the service is shutting down, which makes a run it interrupts interrupted.
 */
record RunExecution(BenchmarkEngine engine, RunStore store, BenchmarkMetrics metrics, BooleanSupplier stopping) {

    private static final Logger log = LoggerFactory.getLogger(RunExecution.class);
    private static final String SHUT_DOWN = "the service shut down while this run was running";
    private static final String CANCELLED = "cancelled (DELETE) while running";

    /** Runs the entry, then finishes it: succeeded, failed, cancelled, or interrupted by the service's shutdown. */
    void execute(RunEntry entry) {
        String id = entry.record().id();
        EngineEventHandler events = new EngineEventHandler(entry, store, metrics);
        MatrixCells cells = entry.matrix() == null ? null : new MatrixCells(entry, store, metrics);
        Supplier<String> interruptReason = () -> stopping.getAsBoolean() ? SHUT_DOWN : CANCELLED;
        RunStatus status;
        String reason;
        try {
            RunOutcome outcome = cells != null
                    ? cells.run(engine, interruptReason)
                    : engine.run(entry.options(), store.runDir(id), events, interruptReason);
            if (entry.cancelRequested()) {
                status = RunStatus.CANCELLED;
                reason = CANCELLED;
            } else {
                status = outcome.succeeded() ? RunStatus.SUCCEEDED : RunStatus.FAILED;
                reason = outcome.succeeded()
                        ? null
                        : outcome.failureReason() != null ? outcome.failureReason() : "the run did not succeed";
            }
        } catch (CancellationException e) {
            status = RunStatus.CANCELLED;
            reason = CANCELLED;
        } catch (RuntimeException | LinkageError | AssertionError e) {
            if (entry.cancelRequested()) {
                status = RunStatus.CANCELLED;
                reason = CANCELLED;
            } else {
                log.error("Run {} failed in the engine", id, e);
                status = RunStatus.FAILED;
                reason = "the benchmark engine failed: "
                        + (e.getMessage() != null
                                ? e.getMessage()
                                : e.getClass().getSimpleName());
            }
        }
        String partial = status != RunStatus.CANCELLED
                ? null
                : cells != null ? RunRecovery.partialMatrix(store, id) : RunRecovery.partialResults(store, id);
        if (status == RunStatus.CANCELLED && stopping.getAsBoolean()) {
            status = RunStatus.INTERRUPTED;
            reason = SHUT_DOWN + "; " + (partial != null ? partial : RunRecovery.PARTIAL_RESULTS);
        } else if (partial != null) {
            reason += "; " + partial;
        }
        finish(entry, status, reason, cells != null ? cells.terminalFigures() : events.terminalFigures());
    }

    /** The run's end: persisted (a failure to is logged), counted, published with these figures, logged. */
    void finish(RunEntry entry, RunStatus status, String reason, Map<String, Object> figures) {
        RunRecord done = entry.record().finished(status, reason, Instant.now());
        try {
            store.save(done);
        } catch (RuntimeException e) {
            log.error("Could not persist the end of run {}", done.id(), e);
        }
        entry.record(done);
        Long millis = done.durationMillis();
        metrics.runEnded(status, millis == null ? null : Duration.ofMillis(millis));
        entry.publish(seq -> RunEventView.ended(seq, done, figures));
        log.info("Run {} {}{}", done.id(), status.id(), reason == null ? "" : ": " + reason);
    }
}
