package dev.aggregationbench.worker;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import dev.aggregationbench.workerdoc.WorkerSettings;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The training run of the workers' AOT cache (JDK 25, JEP 483 + 515): started with {@code -XX:AOTMode=record}, it
 * runs every workload of the sequential scenario (the control rows and each variant) the way a worker JVM does
 * ({@link WorkerRun}: the same client, meter, sampler and JSON document), a few passes each, so that the recorded
 * configuration holds the classes all workers load and the method profiles of their hot code. What it measures is
 * thrown away; only the JVM's recording matters. Every workload runs on the run's client ({@code --client}) alone:
 * a worker loads every class of its cache at start (JEP 483), so a cache trained on both clients put the other
 * client's classes (Netty, Reactor, Spring) in every worker's heap, and so in every row's live set (measured on the
 * transport row while it was fixed; that measurement is not committed). Exit code 0 when every workload ended ok.
 *
 * <p><b>Its size does not grow with the run's.</b> Each pass walks one partition of the run's data set of at most
 * {@value #PAGES_PER_PASS} pages (plus the empty last page a partition may end on), whatever the run's orders
 * ({@link #partitions}). Its requests carry {@code X-Mock-Fault: none} ({@link ClientSettings#injectedFaultsOff}),
 * so the mock adds no latency and no fault: the classes and profiles come from the code that runs, not from the
 * waits. So the training fetches at most 8 rows x 3 passes x 51 pages, about 1,200 pages, none delayed.
 * Walking the whole set at the run's latency took far longer: 200,000 orders in pages of 100 at 20 ms were 2,000
 * pages x 20 ms = 40 s per pass. What it does not train: the pipelined and fan-out scenarios' own code, and the
 * retries of the faults scenario (it never did).
 */
@Command(
        name = "aot-training",
        mixinStandardHelpOptions = true,
        description = "Run every workload a few passes, for -XX:AOTMode=record (the AOT cache's training run).")
public final class AotTrainingMain implements Callable<Integer> {

    @Option(names = "--url", required = true, description = "Base URL of the orders API.")
    String url;

    @Option(
            names = "--warmup",
            defaultValue = "2",
            description = "Warm-up passes per workload before its one measured pass (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--output-dir", required = true, description = "Where each workload's document goes.")
    Path outputDir;

    @Option(
            names = "--client",
            defaultValue = PageClients.JDK,
            description = "The client of the run the cache is for: jdk or spring (default: ${DEFAULT-VALUE}).")
    String client;

    /** The most pages a training pass walks, besides the empty page a partition may end on. */
    public static final int PAGES_PER_PASS = 50;

    @Override
    public Integer call() throws Exception {
        Files.createDirectories(outputDir);
        int failures = 0;
        ClientSettings settings = ClientSettings.of(URI.create(url)).withoutInjectedFaults();
        int partitions = partitions(settings);
        for (String id : Row.all().stream().map(Row::id).toList()) {
            failures += train(client, id, settings, partitions);
        }
        return failures == 0 ? 0 : 1;
    }

    /**
     * Into how many partitions the data set is cut so that the first has at most {@link #PAGES_PER_PASS} pages:
     * {@code ceil(pages / PAGES_PER_PASS)}; partition 0 holds {@code floor(orders / k)} orders. One (the whole set)
     * when the API announces no size (another API than our mock) or cannot be read (each workload then says why).
     */
    static int partitions(ClientSettings settings) {
        OrdersApiInfo api;
        try (HttpOrdersClient client = new HttpOrdersClient(settings)) {
            api = OrdersApiInfo.of(null, client.fetchApiInfo());
        } catch (RuntimeException unreadable) {
            return 1;
        }
        if (api.totalOrders() == null || api.pageSize() == null || api.pageSize() < 1) {
            return 1;
        }
        long pages = Math.ceilDiv(api.totalOrders(), api.pageSize());
        return (int) Math.min(Math.ceilDiv(pages, PAGES_PER_PASS), Integer.MAX_VALUE);
    }

    /** One workload on one client, a few passes over partition 0; 1 when it did not end ok. */
    private int train(String clientId, String id, ClientSettings settings, int partitions) {
        try (HttpOrdersClient whole = new HttpOrdersClient(settings)) {
            HttpOrdersClient client = whole.forPartition(0, partitions); // its ground truth is the partition's
            ScenarioSettings sequential = new ScenarioSettings(
                    Scenario.SEQUENTIAL,
                    0,
                    List.of(1),
                    1,
                    false,
                    Knob.LOCK.definition().defaultValue());
            // the JDK client's pages: a view of the view, the same partition; the spring client's: its own view
            OrdersClient pages =
                    PageClients.open(clientId, settings, client, sequential).forPartition(0, partitions);
            ScenarioWorkload workload = new ScenarioWorkload(id, sequential, client);
            WorkerResult result = new WorkerRun(
                            id,
                            workload,
                            new WorkerSettings(url, String.valueOf(warmup), 1, 100),
                            new WarmupPlan(warmup, WorkerMain.DEFAULT_QUIET_COMPILATION_MILLIS, warmup, 3600),
                            client,
                            pages)
                    .run()
                    .withScenario(workload.figures());
            WorkerResultJson.write(result, outputDir.resolve(clientId + "-" + id + ".json"));
            if (result.outcome() == Outcome.OK) {
                return 0;
            }
            System.err.println("aot-training: " + id + " on the " + clientId + " client ended "
                    + result.outcome().id()
                    + (result.failure() == null ? "" : ": " + result.failure().message()));
            return 1;
        }
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new AotTrainingMain()).execute(args));
    }
}
