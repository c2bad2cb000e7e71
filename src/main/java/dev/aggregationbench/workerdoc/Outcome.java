package dev.aggregationbench.workerdoc;

import dev.aggregationbench.text.KebabId;

/**
 * How a pass, or the whole worker, ended. Only {@link #OK} passes are valid measurements; the others are kept in
 * the document so that a report can say what went wrong and how far the variant got. Its id ({@link KebabId}:
 * {@code wrong-result}) is the word in the worker document, results.json and the tables.
 */
public enum Outcome implements KebabId {
    /** The variant returned statistics equal to the ground truth. */
    OK,
    /** The variant returned, but its statistics differ from the ground truth. */
    WRONG_RESULT,
    /** The variant threw (an API failure it gave up on, a bug, a StackOverflowError...). */
    VARIANT_ERROR,
    /** The variant ran out of heap. */
    OUT_OF_MEMORY,
    /** The worker could not start measuring: the API's ground truth or description could not be fetched. */
    SETUP_ERROR;
}
