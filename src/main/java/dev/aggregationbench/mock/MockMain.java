package dev.aggregationbench.mock;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobCli;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.Program;
import dev.aggregationbench.text.Echo;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./benchmark.sh mock}: the orders API in the foreground until Ctrl-C / SIGTERM. Plain Java, no Spring. Bad
 * input and start-up failures are one line and exit 2 ({@link MockCommandLine}, {@link MockStartException}); once
 * it listens it prints {@value #LISTENING}{@code <uri>}.
 */
@Command(
        name = "benchmark.sh mock",
        modelTransformer = MockMain.Knobs.class,
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Serve the deterministic orders API (WireMock) in the foreground until Ctrl-C.",
        footer = {"", "Try: curl 'http://127.0.0.1:8089/orders?limit=2'   and   curl http://127.0.0.1:8089/orders/stats"
        })
public final class MockMain implements Callable<Integer> {

    /**
     * How the line starts that the mock prints once it listens, with its URI (and so the port it got, with
     * {@code --port=0}): a run's orchestrator reads the port from it ({@link #listeningUri}).
     */
    public static final String LISTENING = "orders API mock listening on ";

    @Spec
    CommandSpec spec;

    /**
     * The knobs the mock shares with a run, built from their definitions: a run's values pass through unchanged.
     * Alone, the mock has no latency and no faults by default; {@code --latency-ms} and {@code --faults} are its
     * old names of {@code --latency-millis} and {@code --fault-kinds}.
     */
    static final class Knobs implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return KnobCli.of(Knob.takenBy(Program.MOCK))
                    .withDefault(Knob.LATENCY_MILLIS, "0")
                    .withDefault(Knob.FAULT_RATE, "0")
                    .withOldName(Knob.LATENCY_MILLIS, "--latency-ms")
                    .withOldName(Knob.FAULT_KINDS, "--faults")
                    .withoutRunNotes()
                    .addTo(spec);
        }
    }

    @Option(
            names = "--port",
            defaultValue = "8089",
            description = "Port, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bind", defaultValue = "127.0.0.1", description = "Bind address (default: ${DEFAULT-VALUE}).")
    String bind;

    @Option(
            names = "--fail-every",
            defaultValue = "0",
            description = "Answer every n-th page request with 503, 0 for never (default: ${DEFAULT-VALUE}).")
    int failEvery;

    @Option(
            names = "--fault-slow-millis",
            defaultValue = "2000",
            description = "How late a slow page is, ms, on top of its latency (default: ${DEFAULT-VALUE}).")
    int faultSlowMillis;

    @Option(
            names = "--faults-persist",
            description = "A faulty page answers its fault on every attempt, so a client's retries are spent and its "
                    + "walk fails (a run's --fail-fast); by default once per walk, so a retry gets the page.")
    boolean faultsPersist;

    @Option(
            names = "--page-cache-megabytes",
            description = "MB of rendered pages kept to serve again, first come first kept, 0 for none "
                    + "(default: a quarter of the maximum heap).")
    Integer pageCacheMegabytes;

    @Option(names = "--root-dir", description = "A mock-api directory whose mappings/ replace the packaged ones.")
    Path rootDir;

    @Option(
            names = "--throughput",
            description = "Instead of serving: measure the mock's pages/s and MB/s on one core, print, exit.")
    boolean throughput;

    @Option(
            names = "--throughput-concurrency",
            defaultValue = "1",
            paramLabel = "N",
            description = "With --throughput: N walks at once, each over its own partition, on N connections "
                    + "(default: ${DEFAULT-VALUE}).")
    int throughputConcurrency;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        KnobValues knobs = knobs();
        long orders = knobs.whole(Knob.ORDERS);
        MockSettings settings;
        try {
            settings = new MockSettings(
                    orders,
                    (int) knobs.whole(Knob.PAGE_SIZE),
                    knobs.whole(Knob.SEED),
                    bind,
                    port,
                    Latency.parse(knobs.text(Knob.LATENCY_MILLIS)),
                    failEvery,
                    new Faults(
                            knobs.decimal(Knob.FAULT_RATE),
                            Faults.parseKinds(knobs.get(Knob.FAULT_KINDS)),
                            faultSlowMillis,
                            faultsPersist),
                    pageCacheMegabytes == null ? MockSettings.defaultPageCacheMegabytes() : pageCacheMegabytes,
                    apiMaxInFlight(knobs.text(Knob.API_MAX_IN_FLIGHT)));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (throughputConcurrency < 1 || throughputConcurrency > Math.max(1, orders)) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "--throughput-concurrency must be 1.." + Math.max(1, orders) + " (at most one walk per order), was "
                            + throughputConcurrency);
        }
        if (throughput) {
            return MockThroughput.run(settings, throughputConcurrency, pageCacheMegabytes);
        }
        OrdersMock mock;
        try {
            mock = OrdersMock.start(settings, rootDir);
        } catch (MockStartException e) {
            err.println(MockCommandLine.PREFIX + e.getMessage());
            err.flush();
            return MockCommandLine.EXIT_BAD_INPUT;
        }
        AtomicBoolean stopping = new AtomicBoolean();
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            stopping.set(true);
                            mock.close();
                        },
                        "mock-shutdown"));
        out.printf(
                LISTENING + "%s (orders=%d, page size=%d, seed=%d, latency-millis=%s, "
                        + "fail-every=%d, fault-rate=%s, fault-kinds=%s%s, api-max-in-flight=%s)%n",
                mock.baseUri(),
                orders,
                settings.pageSize(),
                settings.seed(),
                settings.latency().spec(),
                failEvery,
                settings.faults().rate(),
                settings.faults().kindsSpec(),
                settings.faults().persistent() ? ", faults persist" : "",
                settings.apiMaxInFlight() == 0 ? "none" : settings.apiMaxInFlight());
        if (!bind.startsWith("127.") && !bind.equals("localhost") && !bind.equals("::1")) {
            err.println("warning: bound to " + Echo.quote(bind) + ", reachable beyond this machine");
        }
        out.flush();
        err.flush();
        return serveUntilStopped(mock, stopping, err);
    }

    /**
     * Serves until the server stops: 0 when the JVM is stopping (Ctrl-C, SIGTERM: {@code stopping} is set by the
     * shutdown hook that closes the mock); 1, with one line, when the server stopped by itself, so that a mock whose
     * port is closed does not keep its JVM running.
     */
    static int serveUntilStopped(OrdersMock mock, AtomicBoolean stopping, PrintWriter err) throws InterruptedException {
        URI uri = mock.baseUri();
        mock.awaitStopped();
        if (stopping.get()) {
            return 0;
        }
        err.println(MockCommandLine.PREFIX + "the server at " + uri + " stopped; the mock exits");
        err.flush();
        return 1;
    }

    /** The URI in the line the mock prints once it listens ({@value #LISTENING}...), if {@code line} is that line. */
    public static Optional<URI> listeningUri(String line) {
        int at = line.indexOf(LISTENING);
        if (at < 0) {
            return Optional.empty();
        }
        String rest = line.substring(at + LISTENING.length());
        int end = rest.indexOf(' ');
        try {
            URI uri = URI.create(end < 0 ? rest : rest.substring(0, end));
            return uri.getPort() > 0 ? Optional.of(uri) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** {@code --api-max-in-flight}'s value as a number: 0 for {@code none}, no limit. */
    static int apiMaxInFlight(String value) {
        return value.equals("none") ? 0 : Integer.parseInt(value);
    }

    /** The shared knobs' values, {@code auto} as a run without a scenario of its own would take it. */
    private KnobValues knobs() {
        KnobValues values = KnobCli.checkedValues(spec);
        for (Knob knob : List.of(Knob.LATENCY_MILLIS, Knob.FAULT_RATE)) {
            values = values.with(knob, knob.definition().resolve(values.get(knob), ""));
        }
        return values;
    }

    public static void main(String[] args) {
        System.exit(MockCommandLine.of(new MockMain()).execute(args));
    }
}
