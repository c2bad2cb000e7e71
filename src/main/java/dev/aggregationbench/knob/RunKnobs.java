package dev.aggregationbench.knob;

import static dev.aggregationbench.knob.Definition.knob;
import static dev.aggregationbench.knob.Definition.oneOf;
import static dev.aggregationbench.knob.Definition.or;
import static dev.aggregationbench.knob.Definition.whole;

import java.util.List;

/**
 * The knobs of what a run measures: the variants, their fresh JVMs and warm-up passes, the heap's sampling interval,
 * the scenario (with the pipelined scenario's work per order) and the HTTP client. The worker takes all but the first
 * two; each is built, its default checked, by its {@link Knob}.
 */
final class RunKnobs {

    static final Definition.Builder VARIANTS = knob("variants", "Variants")
            .takes(
                    new ListOf(new Kind.Text("a variant id"), true),
                    "naive,stream,iterator,async,reactor,virtual-threads")
            .means("the variants to run, each in its own JVMs (the transport row is always measured too)");

    static final Definition.Builder REPETITIONS = knob("repetitions", "Fresh JVMs per variant")
            .takes(whole(1, 100), "3")
            .means("fresh JVMs per variant");

    static final Definition.Builder WARMUP = worker(knob("warmup", "Warm-up passes"))
            .takes(or("auto", whole(0, 100, "passes")), "auto")
            .means("unmeasured passes inside each JVM before the measured one: auto runs them until the JIT is quiet"
                    + " (within a cap of passes and seconds); 1 is the quick mode, and the table says whether each "
                    + "JVM was steady")
            .see("docs/measuring.md#cold-and-steady");

    static final Definition.Builder INTERVAL_MILLIS = worker(
                    Definition.advanced("intervalMillis", "Heap sampling interval (ms)"))
            .oldNames("interval")
            .takes(whole(10, 60_000, "ms"), "100")
            .means("sampling interval of the heap timeline");

    static final Definition.Builder SCENARIO = worker(knob("scenario", "Scenario"))
            .takes(oneOf("sequential", "latency", "pipelined", "fan-out", "faults", "all"), "sequential")
            .means("what each variant runs; all (CLI only) runs the teaching set: each scenario at its own small "
                    + "sizes, each into a directory of its own under the output directory, with an index")
            .see("docs/scenarios/");

    static final Definition.Builder WORK_PER_ORDER_MICROS = worker(knob("workPerOrderMicros", "Work per order (µs)"))
            .takes(whole(0, 100_000, "microseconds"), "0")
            .readBy("pipelined")
            .means("busy CPU work per order");

    static final Definition.Builder CLIENT = worker(knob("client", "HTTP client"))
            .takes(new ListOf(new Kind.Choice(List.of("jdk", "spring"), false), true), "jdk")
            .means("the HTTP client every variant uses: jdk (the JDK's HttpClient) or spring (RestClient for the "
                    + "blocking styles, WebClient on Reactor Netty for async and reactor, on the request factory and "
                    + "connector Spring Boot picks); a list is a matrix dimension: jdk,spring runs every variant on "
                    + "each, a cell per client")
            .see("docs/scenarios/spring-clients.md");

    private RunKnobs() {}

    /** The worker takes this knob as an option of its own. */
    private static Definition.Builder worker(Definition.Builder knob) {
        return knob.takenBy(Program.WORKER);
    }
}
