package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;

import java.util.List;

/**
 * The knobs of what a run measures: the variants, their fresh JVMs and warm-up passes, the heap's sampling interval,
 * the scenario (with the pipelined scenario's work per order) and the HTTP client. Each is built, its default checked,
 * by its {@link Knob}.
 */
final class RunKnobs {

    static final Definition.Builder VARIANTS = knob("variants")
            .shownAs("Variants")
            .kind(new ListOf(new Kind.Text("a variant id"), true))
            .byDefault("naive,stream,iterator,async,reactor,virtual-threads")
            .means("the variants to run, each in its own JVMs (the transport row is always measured too)");

    static final Definition.Builder REPETITIONS = knob("repetitions")
            .shownAs("Fresh JVMs per variant")
            .whole(1, 100)
            .byDefault("3")
            .means("fresh JVMs per variant");

    static final Definition.Builder WARMUP = knob("warmup")
            .shownAs("Warm-up passes")
            .takenBy(Program.WORKER)
            .kind(new Kind.Or("auto", new Kind.Whole(0, 100, "passes")))
            .byDefault("auto")
            .means("unmeasured passes inside each JVM before the measured one: auto runs them until the JIT is quiet"
                    + " (within a cap of passes and seconds); 1 is the quick mode, and the table says whether each "
                    + "JVM was steady")
            .see("docs/measuring.md#cold-and-steady");

    static final Definition.Builder INTERVAL_MILLIS = knob("intervalMillis")
            .shownAsAdvanced("Heap sampling interval (ms)")
            .takenBy(Program.WORKER)
            .oldNames("interval")
            .whole(10, 60_000, "ms")
            .byDefault("100")
            .means("sampling interval of the heap timeline");

    static final Definition.Builder SCENARIO = knob("scenario")
            .shownAs("Scenario")
            .takenBy(Program.WORKER)
            .oneOf("sequential", "latency", "pipelined", "fan-out", "faults", "all")
            .byDefault("sequential")
            .means("what each variant runs; all (CLI only) runs the teaching set: each scenario at its own small "
                    + "sizes, each into a directory of its own under the output directory, with an index")
            .see("docs/scenarios/");

    static final Definition.Builder WORK_PER_ORDER_MICROS = knob("workPerOrderMicros")
            .shownAs("Work per order (µs)")
            .takenBy(Program.WORKER)
            .whole(0, 100_000, "microseconds")
            .byDefault("0")
            .readBy("pipelined")
            .means("busy CPU work per order");

    static final Definition.Builder CLIENT = knob("client")
            .takenBy(Program.WORKER)
            .kind(new ListOf(new Kind.Choice(List.of("jdk", "spring"), false), true))
            .byDefault("jdk")
            .shownAs("HTTP client")
            .means("the HTTP client every variant uses: jdk (the JDK's HttpClient) or spring (RestClient for the "
                    + "blocking styles, WebClient on Reactor Netty for async and reactor, on the request factory and "
                    + "connector Spring Boot picks); a list is a matrix dimension: jdk,spring runs every variant on "
                    + "each, a cell per client")
            .see("docs/scenarios/spring-clients.md");

    private RunKnobs() {}
}
