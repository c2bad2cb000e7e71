package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How a pass, or the whole worker, ended. Only {@link #OK} passes are valid measurements; the others are kept in
 * the document so that a report can say what went wrong and how far the variant got.
 */
public enum Outcome {
    /** The variant returned statistics equal to the ground truth. */
    OK("ok"),
    /** The variant returned, but its statistics differ from the ground truth. */
    WRONG_RESULT("wrong-result"),
    /** The variant threw (an API failure it gave up on, a bug, a StackOverflowError...). */
    VARIANT_ERROR("variant-error"),
    /** The variant ran out of heap. */
    OUT_OF_MEMORY("out-of-memory"),
    /** The worker could not start measuring: the API's ground truth or description could not be fetched. */
    SETUP_ERROR("setup-error");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static Outcome fromId(String id) {
        for (Outcome outcome : values()) {
            if (outcome.id.equals(id)) {
                return outcome;
            }
        }
        throw new IllegalArgumentException("unknown outcome '" + id + "'");
    }
}
