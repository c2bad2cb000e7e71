package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;

/**
 * One fresh JVM of one variant: how it ended, and its worker document (every figure, samples included) when the
 * worker could write one.
 *
 * @param message   what went wrong (null when ok), e.g. the variant's exception or the last lines of its output
 * @param consoleLog the JVM's stdout+stderr file, relative to the run directory
 * @param aotCache  whether the JVM started from the run's AOT cache, by its own report; null when it got none
 */
public record Repetition(
        int repetition,
        RepetitionStatus status,
        Integer exitCode,
        boolean timedOut,
        String message,
        String consoleLog,
        WorkerResult worker,
        AotCacheUse aotCache) {

    public Repetition withAotCache(AotCacheUse use) {
        return new Repetition(repetition, status, exitCode, timedOut, message, consoleLog, worker, use);
    }

    /** The measured pass (the worker runs exactly one per JVM), or {@code null}. */
    public PassResult measuredPass() {
        return worker == null || worker.passes().isEmpty()
                ? null
                : worker.passes().getFirst();
    }
}
