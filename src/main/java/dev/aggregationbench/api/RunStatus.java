package dev.aggregationbench.api;

import dev.aggregationbench.text.KebabId;

/**
 * Where a run is in its life: queued, running, then one of the final states. {@code interrupted}: the service
 * stopped (shut down, or was killed) while the run was running; its results hold the repetitions that finished. The
 * ids are the constants' names in lower case ({@link KebabId}), as run.json and the REST answers write them.
 */
enum RunStatus implements KebabId {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED,
    CANCELLED,
    INTERRUPTED;

    public boolean isFinal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED || this == INTERRUPTED;
    }
}
