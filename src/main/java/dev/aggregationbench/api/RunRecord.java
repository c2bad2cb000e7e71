package dev.aggregationbench.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.Instant;

/**
 * What the service knows about one run, persisted as {@code <results dir>/<id>/run.json} next to the result files.
 *
 * @param failureReason why the run failed or was cancelled; null otherwise
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record RunRecord(
        String id,
        RunStatus status,
        RunRequest options,
        Instant createdAt,
        Instant startedAt,
        Instant finishedAt,
        String failureReason,
        RunProgress progress) {

    public static RunRecord queued(String id, RunRequest options, Instant now) {
        return new RunRecord(id, RunStatus.QUEUED, options, now, null, null, null, RunProgress.NONE);
    }

    public RunRecord running(Instant now) {
        return new RunRecord(id, RunStatus.RUNNING, options, createdAt, now, null, null, progress);
    }

    public RunRecord withProgress(RunProgress newProgress) {
        return new RunRecord(id, status, options, createdAt, startedAt, finishedAt, failureReason, newProgress);
    }

    public RunRecord finished(RunStatus finalStatus, String reason, Instant now) {
        return new RunRecord(id, finalStatus, options, createdAt, startedAt, now, reason, progress);
    }

    /** Duration in milliseconds from start to finish, or null when the run did not both start and finish. */
    public Long durationMillis() {
        return startedAt == null || finishedAt == null ? null : finishedAt.toEpochMilli() - startedAt.toEpochMilli();
    }
}
