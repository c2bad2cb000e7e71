package dev.aggregationbench.mock;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./benchmark.sh mock}: the orders API in the foreground until Ctrl-C / SIGTERM. Plain Java, no Spring.
 */
@Command(
        name = "benchmark.sh mock",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Serve the deterministic orders API (WireMock) in the foreground until Ctrl-C.",
        footer = {"", "Try: curl 'http://127.0.0.1:8089/orders?limit=2'   and   curl http://127.0.0.1:8089/orders/stats"
        })
public final class MockMain implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--orders",
            defaultValue = "500000",
            description = "Orders in the data set (default: ${DEFAULT-VALUE}).")
    long orders;

    @Option(
            names = {"--page-size", "--pageSize"},
            defaultValue = "1000",
            description = "Default page size, 1..10000 (default: ${DEFAULT-VALUE}).")
    int pageSize;

    @Option(
            names = "--seed",
            defaultValue = "42",
            description = "Seed of the generated data (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--port",
            defaultValue = "8089",
            description = "Port, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bind", defaultValue = "127.0.0.1", description = "Bind address (default: ${DEFAULT-VALUE}).")
    String bind;

    @Option(
            names = {"--latency-millis", "--latency-ms"},
            defaultValue = "0",
            paramLabel = "MS|DISTRIBUTION",
            description = {
                "Per-page delay in ms, seeded, the same for every variant: a number (fixed), "
                        + "lognormal:p50=MS,p99=MS or uniform:min=MS,max=MS (default: ${DEFAULT-VALUE}).",
                "--latency-ms is the former name, kept for one version."
            })
    String latency;

    @Option(
            names = "--fail-every",
            defaultValue = "0",
            description = "Answer every n-th page request with 503, 0 for never (default: ${DEFAULT-VALUE}).")
    int failEvery;

    @Option(
            names = "--fault-rate",
            defaultValue = "0",
            description = "Share of pages that are faulty, 0..1, seeded; a faulty page fails on the first attempt "
                    + "and succeeds on the retry (default: ${DEFAULT-VALUE}).")
    double faultRate;

    @Option(
            names = "--faults",
            defaultValue = "unavailable,reset,slow,malformed",
            description = "The faults drawn for faulty pages, each equally likely (default: ${DEFAULT-VALUE}).")
    String faults;

    @Option(
            names = "--fault-slow-millis",
            defaultValue = "2000",
            description = "How late a slow page is, ms, on top of its latency (default: ${DEFAULT-VALUE}).")
    int faultSlowMillis;

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
        MockSettings settings;
        try {
            settings = new MockSettings(
                    orders,
                    pageSize,
                    seed,
                    bind,
                    port,
                    Latency.parse(latency),
                    failEvery,
                    new Faults(faultRate, Faults.parseKinds(faults), faultSlowMillis),
                    pageCacheMegabytes == null ? MockSettings.defaultPageCacheMegabytes() : pageCacheMegabytes);
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
        OrdersMock mock = OrdersMock.start(settings, rootDir);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            mock.close();
                            stopped.countDown();
                        },
                        "mock-shutdown"));
        System.out.printf(
                "orders API mock listening on %s (orders=%d, page size=%d, seed=%d, latency-millis=%s, "
                        + "fail-every=%d, fault-rate=%s, faults=%s)%n",
                mock.baseUri(),
                orders,
                pageSize,
                seed,
                settings.latency().spec(),
                failEvery,
                faultRate,
                settings.faults().kindsSpec());
        if (!bind.startsWith("127.") && !bind.equals("localhost") && !bind.equals("::1")) {
            System.err.println("warning: bound to " + bind + ", reachable beyond this machine");
        }
        System.out.flush();
        stopped.await();
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new MockMain()).execute(args));
    }
}
