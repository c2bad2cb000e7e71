package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;

import java.util.List;

/**
 * The knobs of the orders API a run's mock serves: its data set (orders, page size, seed), the latency it adds, the
 * faults it injects and the limit it puts on its clients. Each is built, its default checked, by its {@link Knob}; the
 * mock takes them as options too.
 */
final class MockKnobs {

    static final Definition.Builder ORDERS = knob("orders")
            .shownAs("Orders")
            .takenBy(Program.MOCK)
            .whole(1, 100_000_000)
            .byDefault("500000")
            .means("orders in the data set");

    static final Definition.Builder PAGE_SIZE = knob("pageSize")
            .shownAs("Orders per page")
            .takenBy(Program.MOCK)
            .oldNames("pageSize")
            .whole(1, 10_000)
            .byDefault("1000")
            .means("orders per page");

    static final Definition.Builder SEED = knob("seed")
            .shownAsAdvanced("Seed of the orders")
            .takenBy(Program.MOCK)
            .whole(Long.MIN_VALUE, Long.MAX_VALUE)
            .byDefault("42")
            .means("seed of the generated orders");

    static final Definition.Builder LATENCY_MILLIS = knob("latencyMillis")
            .shownAs("Latency per page (ms)")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("auto", new LatencySyntax()))
            .byDefault("auto")
            .readBy("latency", "pipelined", "fan-out", "faults")
            .auto("20", "sequential", "0")
            .means("per-page latency the mock adds, seeded: every variant meets the same delays");

    static final Definition.Builder FAULT_RATE = knob("faultRate")
            .shownAs("Share of faulty pages")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("auto", new Kind.Decimal(0, 1)))
            .byDefault("auto")
            .readBy("faults", "fan-out")
            .auto("0", "faults", "0.05")
            .means("share of faulty pages, seeded: every variant meets the same faults");

    static final Definition.Builder FAULT_KINDS = knob("faultKinds")
            .shownAs("Kinds of fault")
            .takenBy(Program.MOCK)
            .kind(new ListOf(new Kind.Choice(List.of("unavailable", "reset", "slow", "malformed"), false), false))
            .byDefault("unavailable,reset,slow,malformed")
            .readBy("faults", "fan-out")
            .label("KIND")
            .means("the kinds of fault injected, each equally likely");

    static final Definition.Builder API_MAX_IN_FLIGHT = knob("apiMaxInFlight")
            .shownAs("API limit: requests at once (N)")
            .takenBy(Program.MOCK)
            .kind(new Kind.Or("none", new Kind.Whole(1, 100_000, "requests")))
            .byDefault("none")
            .label("N")
            .means("page requests the mock admits at once (N), like an API that limits its clients: above it a "
                    + "request is answered 429 with Retry-After, and the mock counts them (none: no limit)")
            .see("docs/scenarios/bounded-fan-out.md");

    private MockKnobs() {}
}
