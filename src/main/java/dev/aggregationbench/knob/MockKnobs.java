package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;
import static dev.aggregationbench.knob.Definition.or;
import static dev.aggregationbench.knob.Definition.whole;

import java.util.List;

/**
 * The knobs of the orders API a run's mock serves: its data set (orders, page size, seed), the latency it adds, the
 * faults it injects and the limit it puts on its clients. The mock takes each of them as an option too; each is built,
 * its default checked, by its {@link Knob}.
 */
final class MockKnobs {

    static final Definition.Builder ORDERS =
            mock("orders", "Orders").takes(whole(1, 100_000_000), "500000").means("orders in the data set");

    static final Definition.Builder PAGE_SIZE = mock("pageSize", "Orders per page")
            .oldNames("pageSize")
            .takes(whole(1, 10_000), "1000")
            .means("orders per page");

    static final Definition.Builder SEED = Definition.advanced("seed", "Seed of the orders")
            .takenBy(Program.MOCK)
            .takes(whole(Long.MIN_VALUE, Long.MAX_VALUE), "42")
            .means("seed of the generated orders");

    static final Definition.Builder LATENCY_MILLIS = mock("latencyMillis", "Latency per page (ms)")
            .takes(or("auto", new LatencySyntax()), "auto")
            .readBy("latency", "pipelined", "fan-out", "faults")
            .auto("20", "sequential", "0")
            .means("per-page latency the mock adds, seeded: every variant meets the same delays");

    static final Definition.Builder FAULT_RATE = mock("faultRate", "Share of faulty pages")
            .takes(or("auto", new Kind.Decimal(0, 1)), "auto")
            .readBy("faults", "fan-out")
            .auto("0", "faults", "0.05")
            .means("share of faulty pages, seeded: every variant meets the same faults");

    static final Definition.Builder FAULT_KINDS = mock("faultKinds", "Kinds of fault")
            .takes(
                    new ListOf(new Kind.Choice(List.of("unavailable", "reset", "slow", "malformed"), false), false),
                    "unavailable,reset,slow,malformed")
            .readBy("faults", "fan-out")
            .label("KIND")
            .means("the kinds of fault injected, each equally likely");

    static final Definition.Builder API_MAX_IN_FLIGHT = mock("apiMaxInFlight", "API limit: requests at once (N)")
            .takes(or("none", whole(1, 100_000, "requests")), "none")
            .label("N")
            .means("page requests the mock admits at once (N), like an API that limits its clients: above it a "
                    + "request is answered 429 with Retry-After, and the mock counts them (none: no limit)")
            .see("docs/scenarios/bounded-fan-out.md");

    private MockKnobs() {}

    /** What every knob of this group shares: the mock takes it as an option of its own. */
    private static Definition.Builder mock(String field, String title) {
        return knob(field, title).takenBy(Program.MOCK);
    }
}
