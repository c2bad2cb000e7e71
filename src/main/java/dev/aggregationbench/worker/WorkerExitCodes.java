package dev.aggregationbench.worker;

import dev.aggregationbench.workerdoc.Outcome;

/**
 * The worker's exit codes. Whatever the code, the worker writes its result document when the JVM still can, so
 * the document ({@code outcome}, {@code failure}) says more than the code; the code lets a caller classify a run
 * whose document is missing.
 */
public final class WorkerExitCodes {

    /** Every pass returned the exact ground truth. */
    public static final int OK = 0;
    /** The worker itself failed unexpectedly (a bug, or the result document could not be written). */
    public static final int WORKER_ERROR = 1;
    /** Bad command-line arguments (picocli's usage-error code); nothing was measured. */
    public static final int BAD_ARGUMENTS = 2;
    /** A pass returned statistics that differ from the ground truth. */
    public static final int WRONG_RESULT = 3;
    /** The variant threw (gave up on the API, or a bug). */
    public static final int VARIANT_ERROR = 4;
    /** The variant ran out of heap ({@link OutOfMemoryError}). */
    public static final int OUT_OF_MEMORY = 5;
    /** The orders API's ground truth or description could not be fetched; no pass ran. */
    public static final int SETUP_ERROR = 6;

    private WorkerExitCodes() {}

    public static int forOutcome(Outcome outcome) {
        return switch (outcome) {
            case OK -> OK;
            case WRONG_RESULT -> WRONG_RESULT;
            case VARIANT_ERROR -> VARIANT_ERROR;
            case OUT_OF_MEMORY -> OUT_OF_MEMORY;
            case SETUP_ERROR -> SETUP_ERROR;
        };
    }
}
