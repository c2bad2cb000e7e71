package dev.aggregationbench.scenario;

import dev.aggregationbench.text.KebabId;

/**
 * The workloads a run can measure, each asking a different question of the six styles (issue 12). The id
 * ({@link KebabId}: {@code FAN_OUT} is {@code fan-out}) is what the CLI ({@code --scenario}), REST ({@code scenario}),
 * results.json and the docs ({@code docs/scenarios/<id>.md}) call it.
 */
public enum Scenario implements KebabId {
    SEQUENTIAL("One cursor walk over all orders, page after page, against a fast local mock"),
    LATENCY("The same walk with per-page latency from the mock: every style pays pages x latency"),
    PIPELINED("One walk that overlaps fetching page n+1 with processing page n (per-order CPU work)"),
    FAN_OUT("K independent walks at once, one per partition of the orders, with page latency"),
    FAULTS("Latency plus seeded faults (503, resets, slow and malformed pages); results stay exact");

    private final String description;

    Scenario(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The scenario with this id; the exception lists the valid ids. */
    public static Scenario fromId(String id) {
        return Ids.find(values(), Scenario::id, "scenario", id);
    }

    public static String ids() {
        return Ids.list(values(), Scenario::id);
    }
}
